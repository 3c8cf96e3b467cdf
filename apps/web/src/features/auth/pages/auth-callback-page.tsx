import { AuthPlaceholder } from './auth-placeholder';

/** /auth/* (e.g. the OpenID Connect callback) — placeholder until the auth issue. */
export function AuthCallbackPage() {
  return <AuthPlaceholder titleKey="auth.callback" testId="page-auth-callback" />;
}
