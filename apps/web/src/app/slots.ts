import { lazy } from 'react';
import PasskeySecondStepButton from '../features/passkeys/components/passkey-sign-in-button';
import { fillSlot } from '../lib/slots';

// What each feature shows inside another's page (lib/slots.tsx), each in its own chunk.
fillSlot(
  'secondStep',
  lazy(() => import('../features/two-factor/components/second-step-form')),
);
// Not lazy: the sign-in page's own passkey button (routes.tsx) brings this module into the first
// download anyway, so a dynamic import would fetch nothing and only cost its wrapper.
fillSlot('secondStep.passkey', PasskeySecondStepButton);
// The admin dashboard's own slots are filled by app/admin-page.tsx, which alone shows them.
