import { AuthPlaceholder } from './auth-placeholder';

/** /register — placeholder until the auth issue. */
export function RegisterPage() {
  return <AuthPlaceholder titleKey="auth.register" testId="page-register" />;
}
