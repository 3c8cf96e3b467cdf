import { type Area, mount } from '../../areas/area.js';
import { apiTokenRoutes } from './api-tokens.routes.js';

/**
 * Personal API tokens (`Bearer wl_…`), managed under /api/auth/tokens. How a token is checked on
 * every request is the auth plugin's (plugins/auth/api-token.ts, token-policy.ts).
 */
export const apiTokensArea: Area = {
  name: 'api-tokens',
  routes: [mount('/auth', apiTokenRoutes)],
};
