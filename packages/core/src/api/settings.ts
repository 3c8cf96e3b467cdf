import {
  digestSettingsSchema,
  digestUnsubscribedSchema,
  digestUnsubscribeQuerySchema,
  generalSettingsSchema,
  tradingSettingsSchema,
  updateDigestSettingsBodySchema,
  updateGeneralSettingsBodySchema,
  updateTradingSettingsBodySchema,
} from '../schemas/settings.js';
import { withRoutes } from './define.js';
import { redirectSchema } from './shared.js';

/** The user's general, trading and weekly e-mail settings, and the e-mail's unsubscribe link. */
export const settingsEndpoints = withRoutes({
  'settings.general.get': { response: { 200: generalSettingsSchema } },
  'settings.general.update': {
    body: updateGeneralSettingsBodySchema,
    response: { 200: generalSettingsSchema },
  },
  'settings.trading.get': { response: { 200: tradingSettingsSchema } },
  'settings.trading.update': {
    body: updateTradingSettingsBodySchema,
    response: { 200: tradingSettingsSchema },
  },
  'settings.digest.get': { response: { 200: digestSettingsSchema } },
  'settings.digest.update': {
    body: updateDigestSettingsBodySchema,
    response: { 200: digestSettingsSchema },
  },
  'digest.unsubscribe.open': {
    query: digestUnsubscribeQuerySchema,
    response: { 303: redirectSchema },
  },
  'digest.unsubscribe.confirm': {
    query: digestUnsubscribeQuerySchema,
    response: { 200: digestUnsubscribedSchema },
  },
});
