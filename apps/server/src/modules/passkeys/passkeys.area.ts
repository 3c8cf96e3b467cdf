import { type Area, mount } from '../../areas/area.js';
import { passkeysModule } from './passkeys.module.js';

/**
 * Passkeys (WebAuthn): added and managed by the signed-in user, and a whole sign-in of their own
 * (username-less). Mounted under /auth, beside the password sign-in; the session starts through
 * the auth area's completeSignIn.
 */
export const passkeysArea: Area = {
  name: 'passkeys',
  routes: [
    mount('/auth/passkeys', passkeysModule, ({ services }) => ({
      completeSignIn: services.need('completeSignIn'),
      signInChallenges: services.need('signInChallenges'),
    })),
  ],
};
