import { type Area, mount } from '../../areas/area.js';
import { uploads } from '../../db/schema/index.js';
import { uploadRoutes } from './uploads.routes.js';

/**
 * Uploads: the files (receipts, trade screenshots, avatars), their bytes in PostgreSQL beside their
 * rows (ADR 0035), so a backup carries them and a deletion takes them with the rows.
 */
export const uploadsArea: Area = {
  name: 'uploads',
  routes: [mount('/upload', uploadRoutes)],
  backupKinds: [{ kind: 'uploads', table: uploads }],
};
