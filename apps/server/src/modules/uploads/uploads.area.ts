import { type Area, mount } from '../../areas/area.js';
import { uploads } from '../../db/schema/index.js';
import { uploadRoutes } from './uploads.routes.js';

/** Uploads: the files (receipts, trade screenshots, avatars) go into a backup beside their rows. */
export const uploadsArea: Area = {
  name: 'uploads',
  routes: [mount('/upload', uploadRoutes)],
  backupKinds: [{ kind: 'uploads', table: uploads }],
};
