import { type Area, mount } from '../../areas/area.js';
import { uploads } from '../../db/schema/index.js';
import { removeStoredFiles } from './uploads.storage.js';
import { uploadRoutes } from './uploads.routes.js';

declare module '../../areas/services.js' {
  interface Services {
    /** Removes the files of uploads whose rows are gone (a user's account deletion). */
    removeUploadFiles: typeof removeStoredFiles;
  }
}

/** Uploads: the files (receipts, trade screenshots, avatars) go into a backup beside their rows. */
export const uploadsArea: Area = {
  name: 'uploads',
  routes: [mount('/upload', uploadRoutes)],
  provides: () => ({ removeUploadFiles: removeStoredFiles }),
  backupKinds: [{ kind: 'uploads', table: uploads }],
};
