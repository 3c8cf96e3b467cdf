import { type Area, mount } from '../../areas/area.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsArea: Area = { name: 'settings', routes: [mount('', settingsRoutes)] };
