/** The WebAuthn relying party: who the browser binds a passkey to. */
export interface RelyingParty {
  /** The host name (no port): a passkey made for it works on that host and its sub-domains' pages. */
  id: string;
  /** The exact origin (scheme, host, port) the browser reports in clientDataJSON. */
  origin: string;
  /** What the browser's prompt shows. */
  name: string;
}

/**
 * The relying party from PUBLIC_URL, the address users reach the app at: its host name is the
 * rpID and its origin the only one accepted, so a page served elsewhere (a phishing copy) cannot
 * get a signature that verifies here.
 */
export function relyingPartyFrom(publicUrl: string, name = 'WealthLog'): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name };
}
