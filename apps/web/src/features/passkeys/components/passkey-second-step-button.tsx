import { useTranslation } from 'react-i18next';
import type { SecondStepPasskeyProps } from '../../../lib/slots';
import { PasskeyCeremonyButton } from './passkey-sign-in-button';

/** "Use a passkey" in the second step of a sign-in (the two-factor form's slot). */
export default function PasskeySecondStepButton(props: SecondStepPasskeyProps) {
  const { t } = useTranslation();
  return (
    <PasskeyCeremonyButton
      label={t('passkeys.useForStep')}
      testId="second-step-passkey"
      run={(webauthn) => webauthn.passSecondStepWithPasskey(props.challengeToken)}
      onSignedIn={props.onSignedIn}
      onEnded={props.onEnded}
      cancelledText={t('passkeys.errors.stepCancelled')}
      failedText={t('passkeys.errors.stepFailed')}
    />
  );
}
