import { type Area, mount } from '../../areas/area.js';
import { fxModule } from './fx.module.js';

export const fxArea: Area = { name: 'fx', routes: [mount('/fx', fxModule)] };
