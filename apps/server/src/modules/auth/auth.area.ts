import { type Area, mount } from '../../areas/area.js';
import { users } from '../../db/schema/index.js';
import { deleteUserAccount } from './account-deletion.js';
import { authModule } from './auth.module.js';
import { createOidcService } from './oidc.service.js';
import { verifyPassword } from './passwords.js';
import { completeSignIn } from './sign-in.js';

/** What buildApp may be handed instead of the OIDC service built from the config (tests' fake). */
export type { OidcService } from './oidc.service.js';

declare module '../../areas/services.js' {
  interface Services {
    /** A user and all of their data, gone (DELETE /api/auth/me; the admin's user deletion). */
    deleteUser: typeof deleteUserAccount;
    /** Starts the session and answers the login body once every step of a sign-in passed. */
    completeSignIn: typeof completeSignIn;
    /** Whether a password matches a user's stored hash (false for a user without a password). */
    verifyPassword: typeof verifyPassword;
  }
}

/** Sign-in, sessions and recovery; OIDC is built from the config unless buildApp is handed one. */
export const authArea: Area = {
  name: 'auth',
  routes: [
    mount('/auth', authModule, async ({ options, services }) => ({
      oidc:
        options.oidc !== undefined
          ? options.oidc
          : await createOidcService(options.config, { logger: options.logger }),
      secondStep: services.need('secondStep'),
    })),
  ],
  provides: () => ({ deleteUser: deleteUserAccount, completeSignIn, verifyPassword }),
  // The user's own row: the names and the avatar come along; the sign-in (username, e-mail,
  // password, second factor) stays the account's own and never goes into a backup.
  backupKinds: [
    {
      kind: 'profile',
      table: users,
      pick: ['firstName', 'lastName', 'phone', 'avatarUploadId'],
      refs: { avatarUploadId: 'uploads' },
      own: 'update',
    },
  ],
};
