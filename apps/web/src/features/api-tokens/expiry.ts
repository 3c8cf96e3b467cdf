/**
 * The expiry choices of the create form: a few fixed spans rather than a date picker (what a
 * script's owner decides is "how long", not "until which day"), or never. The server accepts at
 * most API_TOKEN_MAX_DAYS (366) ahead.
 */
export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
export const DEFAULT_EXPIRY: ExpiryChoice = '90';

const DAY_MS = 86_400_000;

/** The `expiresAt` sent for a choice: that many days from now, or null (never). */
export function expiresAtFor(choice: ExpiryChoice, now = new Date()): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}

/** Whether a listed token's expiry has passed (it then answers 401). */
export function isExpired(expiresAt: string | null, now = Date.now()): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now;
}
