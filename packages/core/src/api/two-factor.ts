import { authSessionSchema } from '../schemas/auth.js';
import { idParamsSchema } from '../schemas/fields.js';
import {
  adminSecuritySchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesBodySchema,
  totpDisableBodySchema,
  totpEnableBodySchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifyBodySchema,
} from '../schemas/two-factor.js';
import { withRoutes } from './define.js';
import { noContentSchema } from './shared.js';

/** Two-step sign-in: the user's authenticator app and recovery codes, the second step, the admin's. */
export const twoFactorEndpoints = withRoutes({
  'twoFactor.status': { response: { 200: twoFactorStatusSchema } },
  'twoFactor.totp.setup': { response: { 200: totpSetupSchema } },
  'twoFactor.totp.enable': { body: totpEnableBodySchema, response: { 200: recoveryCodesSchema } },
  'twoFactor.totp.disable': { body: totpDisableBodySchema, response: { 204: noContentSchema } },
  'twoFactor.recoveryCodes.regenerate': {
    body: regenerateRecoveryCodesBodySchema,
    response: { 200: recoveryCodesSchema },
  },
  'twoFactor.verify': { body: twoFactorVerifyBodySchema, response: { 200: authSessionSchema } },
  'twoFactor.admin.get': { response: { 200: adminSecuritySchema } },
  'twoFactor.admin.update': { body: adminSecuritySchema, response: { 200: adminSecuritySchema } },
  'twoFactor.admin.reset': { params: idParamsSchema, response: { 204: noContentSchema } },
});
