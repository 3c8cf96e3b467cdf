import { type Area, mount } from '../../areas/area.js';
import { resolveKinds } from '../../lib/backup/kind.js';
import { backupAdminRoutes } from './backup.admin.routes.js';
import { scheduleNightly } from './backup.nightly.js';
import { backupRoutes } from './backup.routes.js';

/**
 * Your data (API.md): the user's backup and restore over every area's backup kinds, which the
 * areas declare (Area.backupKinds) and this module only reads; the server's nightly backup and
 * its list on the admin dashboard.
 */
export const backupArea: Area = {
  name: 'backup',
  routes: [
    mount('/backup', backupRoutes, ({ backupKinds }) => ({ kinds: resolveKinds(backupKinds) })),
    mount('/admin', backupAdminRoutes),
  ],
  schedule: (app, { backupKinds }) => {
    const kinds = resolveKinds(backupKinds);
    scheduleNightly(app, () => ({
      db: app.db,
      pool: app.pool,
      dataDir: app.config.DATA_DIR,
      kinds,
    }));
  },
};

// What `npm run backup` / `npm run restore` (backup-cli.ts) run: the module's one way in.
export {
  backupCommand,
  backupTarget,
  type CommandContext,
  CommandError,
  restoreCommand,
  unreadable,
} from './backup.commands.js';
