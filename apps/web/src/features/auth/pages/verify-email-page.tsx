import { AuthPlaceholder } from './auth-placeholder';

/** /verify-email — placeholder until the auth issue. */
export function VerifyEmailPage() {
  return <AuthPlaceholder titleKey="auth.verifyEmail" testId="page-verify-email" />;
}
