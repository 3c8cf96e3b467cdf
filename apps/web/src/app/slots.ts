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
);
fillSlot(
  'dashboard.cards',
  lazy(() =>
    import('../features/home/components/home-section').then((m) => ({ default: m.HomeCards })),
  ),
);
fillSlot(
  'admin.security',
  lazy(() => import('../features/two-factor/components/admin-security-panel')),
);
fillSlot(
  'admin.userMenu',
  lazy(() => import('../features/two-factor/components/reset-two-factor-item')),
);
