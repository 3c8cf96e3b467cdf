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
fillSlot(
  'dashboard.attention',
  lazy(() =>
    import('../features/home/components/home-section').then((m) => ({ default: m.HomeAttention })),
  ),
  // Its texts, ['home'], are fetched with the dashboard page that holds the slot (routes.tsx).
);
fillSlot(
  'dashboard.cards',
  lazy(() =>
    import('../features/home/components/home-section').then((m) => ({ default: m.HomeCards })),
  ),
  // Its texts, ['home'], are fetched with the dashboard page that holds the slot (routes.tsx).
);
// The admin dashboard's own slots are filled by app/admin-page.tsx, which alone shows them.
