import type { Route } from './route.js';

export const uploadPaths = {
  'uploads.documents.create': { method: 'POST', path: '/api/upload/documents' },
  'uploads.images.create': { method: 'POST', path: '/api/upload/:kind' },
  'uploads.files.get': { method: 'GET', path: '/api/upload/files/:id' },
} as const satisfies Record<string, Route>;
