import { AuthPlaceholder } from './auth-placeholder';

/** /login (also /login?registered=true) — placeholder until the auth issue. */
export function LoginPage() {
  return <AuthPlaceholder titleKey="auth.login" testId="page-login" />;
}
