import { AuthPlaceholder } from './auth-placeholder';

/** /forgot-password — placeholder until the auth issue. */
export function ForgotPasswordPage() {
  return <AuthPlaceholder titleKey="auth.forgotPassword" testId="page-forgot-password" />;
}
