import { AuthPlaceholder } from './auth-placeholder';

/** /reset-password — placeholder until the auth issue. */
export function ResetPasswordPage() {
  return <AuthPlaceholder titleKey="auth.resetPassword" testId="page-reset-password" />;
}
