/** A datetime-local input's value ('YYYY-MM-DDTHH:mm', the browser's time zone) ↔ an ISO instant. */
export function localInputNow(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function instantOf(local: string): string | undefined {
  if (!local) return undefined;
  const t = Date.parse(local);
  return Number.isFinite(t) ? new Date(t).toISOString() : undefined;
}
