import { zipDownloadSchema } from './shared.js';
import { restoreQuerySchema, restoreResultSchema } from '../schemas/backup.js';
import { withRoutes } from './define.js';

/**
 * Your data (API.md): the whole of a user's data as one zip, and back in. The restore's multipart
 * form has one part, `file`, read as a stream (so no `form` schema).
 */
export const backupEndpoints = withRoutes({
  'backup.download': { response: { 200: zipDownloadSchema } },
  'backup.restore': { query: restoreQuerySchema, response: { 200: restoreResultSchema } },
});
