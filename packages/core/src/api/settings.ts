import {
  generalSettingsSchema,
  tradingSettingsSchema,
  updateGeneralSettingsBodySchema,
  updateTradingSettingsBodySchema,
} from '../schemas/settings.js';
import { withRoutes } from './define.js';

/** The user's general and trading settings. */
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
});
