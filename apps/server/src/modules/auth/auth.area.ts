import { type Area, mount } from '../../areas/area.js';
import { authModule } from './auth.module.js';
import { createOidcService } from './oidc.service.js';

/** What buildApp may be handed instead of the OIDC service built from the config (tests' fake). */
export type { OidcService } from './oidc.service.js';

/** Sign-in, sessions and recovery; OIDC is built from the config unless buildApp is handed one. */
export const authArea: Area = {
  name: 'auth',
  routes: [
    mount('/auth', authModule, async ({ options }) => ({
      oidc:
        options.oidc !== undefined
          ? options.oidc
          : await createOidcService(options.config, { logger: options.logger }),
    })),
  ],
};
