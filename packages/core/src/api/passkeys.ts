import { authSessionSchema } from '../schemas/auth.js';
import {
  passkeyCreatedSchema,
  passkeyCreationOptionsSchema,
  passkeyListSchema,
  passkeyLoginBodySchema,
  passkeyLoginOptionsBodySchema,
  passkeyLoginOptionsSchema,
  passkeyParamsSchema,
  passkeyRegisterBodySchema,
  passkeyRenameBodySchema,
  passkeySchema,
} from '../schemas/passkeys.js';
import { withRoutes } from './define.js';
import { noContentSchema } from './shared.js';

/** Registering, listing, renaming and removing passkeys; signing in with one. */
export const passkeyEndpoints = withRoutes({
  'passkeys.register.options': { response: { 200: passkeyCreationOptionsSchema } },
  'passkeys.register': {
    body: passkeyRegisterBodySchema,
    response: { 201: passkeyCreatedSchema },
  },
  'passkeys.list': { response: { 200: passkeyListSchema } },
  'passkeys.rename': {
    params: passkeyParamsSchema,
    body: passkeyRenameBodySchema,
    response: { 200: passkeySchema },
  },
  'passkeys.delete': { params: passkeyParamsSchema, response: { 204: noContentSchema } },
  'passkeys.login.options': {
    body: passkeyLoginOptionsBodySchema,
    response: { 200: passkeyLoginOptionsSchema },
  },
  'passkeys.login': { body: passkeyLoginBodySchema, response: { 200: authSessionSchema } },
});
