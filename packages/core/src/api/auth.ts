import { noContentSchema, redirectSchema } from './shared.js';
import {
  authDebugSchema,
  authProvidersSchema,
  authSessionSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  userResponseSchema,
  verifyEmailQuerySchema,
} from '../schemas/auth.js';
import { deleteMeBodySchema } from '../schemas/backup.js';
import { messageResponseSchema } from '../schemas/common.js';
import { loginAnswerSchema } from '../schemas/two-factor.js';
import {
  revokeOthersResponseSchema,
  sessionListSchema,
  sessionParamsSchema,
} from '../schemas/sessions.js';
import { withRoutes } from './define.js';

/** Sign-up, sign-in, the session and its cookie, recovery, the OIDC redirects and the user's sessions. */
export const authEndpoints = withRoutes({
  'auth.register': { body: registerBodySchema, response: { 201: registerResponseSchema } },
  'auth.login': { body: loginBodySchema, response: { 200: loginAnswerSchema } },
  'auth.refresh': { response: { 200: authSessionSchema } },
  'auth.logout': { response: { 204: noContentSchema } },
  'auth.me.get': { response: { 200: meResponseSchema } },
  'auth.me.update': { body: updateProfileBodySchema, response: { 200: userResponseSchema } },
  'auth.me.delete': { body: deleteMeBodySchema, response: { 204: noContentSchema } },
  'auth.password.change': {
    body: changePasswordBodySchema,
    response: { 200: messageResponseSchema },
  },
  'auth.password.forgot': {
    body: forgotPasswordBodySchema,
    response: { 200: messageResponseSchema },
  },
  'auth.password.reset': {
    body: resetPasswordBodySchema,
    response: { 200: messageResponseSchema },
  },
  'auth.email.verify': { query: verifyEmailQuerySchema, response: { 200: messageResponseSchema } },
  'auth.debug': { response: { 200: authDebugSchema } },
  'auth.google.start': { response: { 302: redirectSchema } },
  'auth.google.callback': { response: { 302: redirectSchema } },
  'auth.providers.list': { response: { 200: authProvidersSchema } },
  'auth.sessions.list': { response: { 200: sessionListSchema } },
  'auth.sessions.delete': { params: sessionParamsSchema, response: { 204: noContentSchema } },
  'auth.sessions.revokeOthers': { response: { 200: revokeOthersResponseSchema } },
});
