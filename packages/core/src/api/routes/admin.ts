import type { Route } from './route.js';

export const adminPaths = {
  'admin.roles.list': { method: 'GET', path: '/api/admin/roles' },
  'admin.users.list': { method: 'GET', path: '/api/admin/users' },
  'admin.users.addRole': { method: 'POST', path: '/api/admin/users/:id/addRole' },
  'admin.users.removeRole': { method: 'POST', path: '/api/admin/users/:id/removeRole' },
  'admin.users.deactivate': { method: 'POST', path: '/api/admin/users/:id/deactivate' },
  'admin.users.reactivate': { method: 'POST', path: '/api/admin/users/:id/reactivate' },
  'admin.users.delete': { method: 'DELETE', path: '/api/admin/users/:id' },
  'admin.backups.list': { method: 'GET', path: '/api/admin/backups' },
  'admin.health.get': { method: 'GET', path: '/api/admin/health' },
} as const satisfies Record<string, Route>;
