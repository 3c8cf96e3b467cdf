import { type Area, mount } from '../../areas/area.js';
import { databaseCheck, diskCheck } from './health.checks.js';
import { healthRoutes } from './health.routes.js';

/** GET /api/health, and the checks it runs: a database round trip and a writable DATA_DIR. */
export const healthArea: Area = {
  name: 'health',
  routes: [mount('', healthRoutes)],
  healthChecks: ({ config, db }) => ({
    database: databaseCheck(db.pool),
    disk: diskCheck(config.DATA_DIR),
  }),
};
