import { z } from 'zod';
import { enumField } from './fields.js';
import { HOME_CARD_KEYS, type HomeCardKey } from './home.js';

/**
 * The home dashboard's layout, the user's own (GET/PUT /api/dashboard/home/layout): the cards in
 * the user's order and those hidden. Stored per user; a card the app adds later takes its default
 * place (fullCardOrder), so an old layout never hides a new card.
 */
export const homeLayoutSchema = z
  .object({
    order: z.array(z.enum(HOME_CARD_KEYS)),
    hidden: z.array(z.enum(HOME_CARD_KEYS)),
  })
  .meta({ id: 'HomeLayout' });
export type HomeLayout = z.infer<typeof homeLayoutSchema>;

const cardList = (label: string) =>
  z
    .array(enumField('Card', HOME_CARD_KEYS))
    .max(HOME_CARD_KEYS.length, { error: `${label} must hold each card at most once` })
    .refine((keys) => new Set(keys).size === keys.length, {
      error: `${label} must hold each card at most once`,
    });

/** PUT /api/dashboard/home/layout: either list or both; a card left out of `order` keeps its default place. */
export const updateHomeLayoutBodySchema = z.strictObject({
  order: cardList('Order').optional(),
  hidden: cardList('Hidden cards').optional(),
});
export type UpdateHomeLayoutBody = z.infer<typeof updateHomeLayoutBodySchema>;

/**
 * Every card once: the stored order's known cards first, then each missing one after the card
 * that precedes it in the default order (a card added by a later version lands where it belongs).
 */
export function fullCardOrder(stored: readonly string[]): HomeCardKey[] {
  const known = stored.filter((k): k is HomeCardKey =>
    (HOME_CARD_KEYS as readonly string[]).includes(k),
  );
  const order = [...new Set(known)];
  HOME_CARD_KEYS.forEach((key, i) => {
    if (order.includes(key)) return;
    const before = HOME_CARD_KEYS.slice(0, i).findLast((k) => order.includes(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  return order;
}

/** The default layout: every card, in the default order. */
export const DEFAULT_HOME_LAYOUT: HomeLayout = { order: [...HOME_CARD_KEYS], hidden: [] };
