/**
 * Stub: the auth issue wires this to POST /api/auth/logout, clears the session and goes to /login.
 * Until then the Logout button does nothing (no fake session to end).
 */
export function useLogout(): () => void {
  return () => {};
}
