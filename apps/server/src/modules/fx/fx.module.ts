import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleEcbFetch } from './ecb-fetch.js';
import { fxRoutes } from './fx.routes.js';
import { loadSnapshot } from './snapshot.js';

/**
 * Exchange rates: the routes under /api/fx, the shipped snapshot loaded at start when missing, and
 * the daily ECB fetch (ECB_FETCH, ECB_DAILY_URL). Register with `{ prefix: '/fx' }`.
 */
export const fxModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(fxRoutes);
  app.addHook('onReady', async () => {
    try {
      const loaded = await loadSnapshot(app.pool);
      if (loaded > 0) {
        app.log.info({ event: 'fx_snapshot', loaded }, 'Shipped exchange rates loaded');
        await app.dashboardCache?.invalidateAll();
      }
    } catch (err) {
      // Without the snapshot the app still works: conversions report missingRates.
      app.log.warn({ err }, 'Shipped exchange rates could not be loaded');
    }
  });
  const { ECB_FETCH, ECB_DAILY_URL, ECB_FETCH_DELAY_MS } = app.config;
  if (ECB_FETCH) {
    const stop = scheduleEcbFetch(app, ECB_DAILY_URL, ECB_FETCH_DELAY_MS);
    app.addHook('onClose', async () => stop());
  }
};
