/**
 * "The session is over" as an event: the request pipeline (a failed refresh) and the error toasts
 * (a 401 nobody can recover from) raise it; the session provider listens and drops the user.
 * An emitter instead of an import because the provider itself uses the pipeline.
 */
export type SessionEndReason = 'refresh-failed' | 'unauthorized';

type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnded(reason: SessionEndReason): void {
  for (const listener of [...listeners]) listener(reason);
}
