import { lazy } from 'react';
import PasskeySecondStepButton from '../features/passkeys/components/passkey-sign-in-button';
import { withAreaTexts } from '../lib/i18n';
import { fillSlot } from '../lib/slots';

// What each feature shows inside another's page (lib/slots.tsx), each in its own chunk; a part
// whose texts are not in the core bundle fetches its area's texts with it (ADR 0030).
fillSlot(
  'secondStep',
  lazy(() => import('../features/two-factor/components/second-step-form')),
);
// Not lazy: the sign-in page's own passkey button (routes.tsx) brings this module into the first
// download anyway, so a dynamic import would fetch nothing and only cost its wrapper.
fillSlot('secondStep.passkey', PasskeySecondStepButton);
fillSlot(
  'admin.security',
  lazy(() =>
    withAreaTexts(import('../features/two-factor/components/admin-security-panel'), ['twoFactor']),
  ),
);
fillSlot(
  'admin.userMenu',
  lazy(() =>
    withAreaTexts(import('../features/two-factor/components/reset-two-factor-item'), ['twoFactor']),
  ),
);
