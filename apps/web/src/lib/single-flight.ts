/**
 * Collapses concurrent calls into one: while a call is in flight every caller gets the same
 * promise; once it settles the next call starts afresh. Used so that a burst of 401s runs a
 * single token refresh — a second refresh would race the first for the rotated cookie.
 * Arguments of callers that join an in-flight call are ignored.
 */
export function singleFlight<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return (...args: A): Promise<T> => {
    if (inFlight) return inFlight;
    // The executor runs synchronously, so a synchronous throw becomes a rejection.
    const call = new Promise<T>((resolve) => resolve(fn(...args)));
    inFlight = call;
    const settle = (): void => {
      if (inFlight === call) inFlight = undefined;
    };
    // Handled here so the bookkeeping chain never reports an unhandled rejection; callers still
    // see the rejection on `call` itself.
    call.then(settle, settle);
    return call;
  };
}
