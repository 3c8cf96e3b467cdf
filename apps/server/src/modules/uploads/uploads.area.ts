import { type Area, mount } from '../../areas/area.js';
import { uploadRoutes } from './uploads.routes.js';

export const uploadsArea: Area = { name: 'uploads', routes: [mount('/upload', uploadRoutes)] };
