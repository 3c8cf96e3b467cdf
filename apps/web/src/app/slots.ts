import { lazy } from 'react';
import { fillSlot } from '../lib/slots';

// What each feature shows inside another's page (lib/slots.tsx), each in its own chunk.
fillSlot(
  'secondStep',
  lazy(() => import('../features/two-factor/components/second-step-form')),
);
fillSlot(
  'secondStep.passkey',
  lazy(() => import('../features/passkeys/components/passkey-second-step-button')),
);
// The admin dashboard's own slots are filled by app/admin-page.tsx, which alone shows them.
