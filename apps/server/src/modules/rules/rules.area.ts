import { type Area, mount } from '../../areas/area.js';
import { ruleRoutes } from './rules.routes.js';

export const rulesArea: Area = { name: 'rules', routes: [mount('/rules', ruleRoutes)] };
