import { type Area, mount } from '../../areas/area.js';
import { fxRates } from '../../db/schema/index.js';
import { fxModule } from './fx.module.js';

/** Exchange rates: the user's own go into their backup; the shared ones into the server's. */
export const fxArea: Area = {
  name: 'fx',
  routes: [mount('/fx', fxModule)],
  backupKinds: [{ kind: 'fxRates', table: fxRates }],
};
