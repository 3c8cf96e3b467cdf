/** The ways a user can sign in, as removing one of them must see them. */
export interface WaysIn {
  hasPassword: boolean;
  /** A linked OIDC (Google) identity. */
  hasOidc: boolean;
  passkeys: number;
}

/**
 * Whether one passkey may go: "a user can never remove their last way in". A password or a
 * linked OIDC identity is a way in of its own; otherwise another passkey must remain.
 */
export function canRemovePasskey(ways: WaysIn): boolean {
  return ways.hasPassword || ways.hasOidc || ways.passkeys > 1;
}
