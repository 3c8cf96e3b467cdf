import { type Area, mount } from '../../areas/area.js';
import { removeStoredFiles } from './uploads.storage.js';
import { uploadRoutes } from './uploads.routes.js';

declare module '../../areas/services.js' {
  interface Services {
    /** Removes the files of uploads whose rows are gone (a user's account deletion). */
    removeUploadFiles: typeof removeStoredFiles;
  }
}

export const uploadsArea: Area = {
  name: 'uploads',
  routes: [mount('/upload', uploadRoutes)],
  provides: () => ({ removeUploadFiles: removeStoredFiles }),
};
