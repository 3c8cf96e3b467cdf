import { fullCardOrder, HOME_CARD_KEYS, type HomeCardKey, type HomeLayout } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { findLayout, saveLayout } from './layout.repository.js';

const tags = ['home'];

const known = (keys: readonly string[]) =>
  keys.filter((k): k is HomeCardKey => (HOME_CARD_KEYS as readonly string[]).includes(k));

/** What is stored, as the client uses it: every card once in `order`, `hidden` only known cards. */
function toLayout(row: { cardOrder: string[]; hidden: string[] } | null): HomeLayout {
  return { order: fullCardOrder(row?.cardOrder ?? []), hidden: known(row?.hidden ?? []) };
}

/** GET/PUT /api/dashboard/home/layout: the user's card order and hidden cards. */
export const homeLayoutRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'dashboard.home.layout.get', {
    tags,
    summary: 'The home cards in the user’s order (every card once) and those hidden',
    handler: async (req) => toLayout(await findLayout(app.db, userId(req))),
  });

  route(app, 'dashboard.home.layout.update', {
    tags,
    summary:
      'Reorders and hides home cards: `order` (a card left out keeps its default place) and/or ' +
      '`hidden`; answers the whole layout',
    handler: async (req) => {
      const { order, hidden } = req.body;
      const row = await saveLayout(app.db, userId(req), {
        ...(order ? { cardOrder: fullCardOrder(order) } : {}),
        ...(hidden ? { hidden } : {}),
      });
      return toLayout(row);
    },
  });
});
