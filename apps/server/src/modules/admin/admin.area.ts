import { type Area, mount } from '../../areas/area.js';
import { adminRoutes } from './admin.routes.js';

export const adminArea: Area = { name: 'admin', routes: [mount('/admin', adminRoutes)] };
