import { noContentSchema } from './shared.js';
import {
  apiTokenListSchema,
  apiTokenParamsSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '../schemas/api-tokens.js';
import { withRoutes } from './define.js';

/** Personal API tokens: the signed-in user's own, managed from a browser session only. */
export const apiTokenEndpoints = withRoutes({
  'apiTokens.list': { response: { 200: apiTokenListSchema } },
  'apiTokens.create': {
    body: createApiTokenBodySchema,
    response: { 201: createdApiTokenSchema },
  },
  'apiTokens.revoke': { params: apiTokenParamsSchema, response: { 204: noContentSchema } },
});
