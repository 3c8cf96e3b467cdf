import { type Area, mount } from '../../areas/area.js';
import { generalSettings } from '../../db/schema/index.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsArea: Area = {
  name: 'settings',
  routes: [mount('', settingsRoutes)],
  backupKinds: [{ kind: 'settings', table: generalSettings, own: 'upsert' }],
};
