import { type Area, mount } from '../../areas/area.js';
import { adminSecurityRoutes } from './admin-security.routes.js';
import { secondStepFor } from './second-step.js';
import { signInChallenges } from './sign-in-challenges.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { verifyRoutes } from './verify.routes.js';

declare module '../../areas/services.js' {
  interface Services {
    /**
     * After a first step (password, Google) proved the user: null when the sign-in may complete,
     * else the challenge of the second step to answer with instead of a session.
     */
    secondStep: typeof secondStepFor;
    /** The second step's challenge, for a passkey answering it instead of a code. */
    signInChallenges: typeof signInChallenges;
  }
}

/** Two-step sign-in (TOTP and recovery codes): the user's own, the second step, the admin's. */
export const twoFactorArea: Area = {
  name: 'two-factor',
  routes: [
    mount('/auth/2fa', twoFactorRoutes, ({ services }) => ({
      verifyPassword: services.need('verifyPassword'),
    })),
    mount('/auth/2fa', verifyRoutes, ({ services }) => ({
      completeSignIn: services.need('completeSignIn'),
    })),
    mount('/admin', adminSecurityRoutes),
  ],
  provides: () => ({ secondStep: secondStepFor, signInChallenges }),
};
