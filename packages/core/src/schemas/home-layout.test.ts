import { describe, expect, it } from 'vitest';
import { HOME_CARD_KEYS } from './home.js';
import { fullCardOrder, updateHomeLayoutBodySchema } from './home-layout.js';

describe('fullCardOrder', () => {
  it('keeps a complete order as it is', () => {
    const reversed = [...HOME_CARD_KEYS].reverse();
    expect(fullCardOrder(reversed)).toEqual(reversed);
  });

  it('puts a card missing from the stored order after the card that precedes it by default', () => {
    // Stored before 'loans' existed, with trading moved first.
    expect(
      fullCardOrder(['trading', 'budgets', 'upcoming', 'investments', 'realEstate', 'fire']),
    ).toEqual(['trading', 'budgets', 'upcoming', 'investments', 'realEstate', 'loans', 'fire']);
    expect(fullCardOrder([])).toEqual([...HOME_CARD_KEYS]);
    expect(fullCardOrder(['fire'])).toEqual([
      'budgets',
      'upcoming',
      'investments',
      'realEstate',
      'loans',
      'trading',
      'fire',
    ]);
  });

  it('drops unknown and repeated keys', () => {
    expect(fullCardOrder(['widgets', 'fire', 'fire', 'budgets'])[0]).toBe('fire');
    expect(fullCardOrder(['widgets', 'fire', 'fire', 'budgets'])).toHaveLength(
      HOME_CARD_KEYS.length,
    );
  });
});

describe('updateHomeLayoutBodySchema', () => {
  it('takes either list, refuses unknown cards, repeats and other keys', () => {
    expect(updateHomeLayoutBodySchema.safeParse({ hidden: ['fire'] }).success).toBe(true);
    expect(updateHomeLayoutBodySchema.safeParse({ order: ['fire', 'budgets'] }).success).toBe(true);
    expect(updateHomeLayoutBodySchema.safeParse({ hidden: ['widgets'] }).success).toBe(false);
    expect(updateHomeLayoutBodySchema.safeParse({ order: ['fire', 'fire'] }).success).toBe(false);
    expect(updateHomeLayoutBodySchema.safeParse({ layout: [] }).success).toBe(false);
  });
});
