/**
 * The one seam through which features other than auth read the session. DESIGN forbids a
 * feature importing another feature, and the session (owned by features/auth) is shared state;
 * once its context settles it can move here outright and this file becomes its home.
 */
export {
  useSession,
  type SessionStatus,
  type SessionValue,
} from '../features/auth/session/session-context';
