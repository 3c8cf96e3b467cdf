import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleEcbFetch } from './ecb-fetch.js';
import { fxRoutes } from './fx.routes.js';
import { loadShippedRates } from './shipped-rates.js';

/**
 * Exchange rates: the routes under /api/fx, the shipped ECB history loaded at start when missing,
 * and the ECB fetch that brings it up to date (ECB_FETCH and its URLs). Register with
 * `{ prefix: '/fx' }`.
 */
export const fxModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(fxRoutes);
  app.addHook('onReady', async () => {
    try {
      const started = performance.now();
      const loaded = await loadShippedRates(app.db);
      if (loaded > 0) {
        const ms = Math.round(performance.now() - started);
        app.log.info({ event: 'fx_shipped_rates', loaded, ms }, 'Shipped ECB rate history loaded');
        await app.dashboardCache?.invalidateAll();
      }
    } catch (err) {
      // Without them the app still works: conversions report missingRates.
      app.log.warn({ err }, 'Shipped exchange rates could not be loaded');
    }
  });
  const { ECB_FETCH, ECB_DAILY_URL, ECB_90D_URL, ECB_HISTORY_URL, ECB_FETCH_DELAY_MS } = app.config;
  if (ECB_FETCH) {
    const sources = { daily: ECB_DAILY_URL, ninetyDays: ECB_90D_URL, history: ECB_HISTORY_URL };
    const stop = scheduleEcbFetch(app, sources, ECB_FETCH_DELAY_MS);
    app.addHook('onClose', async () => stop());
  }
};
