import { type Area, mount } from '../../areas/area.js';
import { adminRoutes } from './admin.routes.js';

/** The user administration; deleting a user borrows the auth area's deletion and uploads' files. */
export const adminArea: Area = {
  name: 'admin',
  routes: [
    mount('/admin', adminRoutes, ({ services }) => ({
      deleteUser: services.need('deleteUser'),
    })),
  ],
};
