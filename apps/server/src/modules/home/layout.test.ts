import { HOME_CARD_KEYS } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

const ctx = withUsers('alice', 'bob');
const URL = '/api/dashboard/home/layout';

describe('the home layout', () => {
  it('is every card in the default order, none hidden, until the user changes it', async () => {
    const res = await call(ctx.t, ctx.alice, 'GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ order: [...HOME_CARD_KEYS], hidden: [] });
  });

  it('keeps the order and the hidden cards, each list on its own; missing cards keep their place', async () => {
    const moved = await call(ctx.t, ctx.alice, 'PUT', URL, { order: ['fire', 'budgets'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      order: ['fire', 'budgets', 'upcoming', 'investments', 'realEstate', 'loans', 'trading'],
      hidden: [],
    });
    const hidden = await call(ctx.t, ctx.alice, 'PUT', URL, { hidden: ['trading', 'loans'] });
    expect(hidden.json().order[0]).toBe('fire');
    expect(hidden.json().hidden).toEqual(['trading', 'loans']);
    expect((await call(ctx.t, ctx.alice, 'GET', URL)).json()).toEqual(hidden.json());
    // Another user's layout is their own.
    expect((await call(ctx.t, ctx.bob, 'GET', URL)).json()).toEqual({
      order: [...HOME_CARD_KEYS],
      hidden: [],
    });
  });

  it('drops a card key the app no longer knows when it reads the stored layout', async () => {
    await ctx.t.app.pool.query(
      `UPDATE home_layouts SET card_order = '{widgets,fire,budgets}', hidden = '{widgets,fire}' WHERE user_id = $1`,
      [ctx.alice.user.id],
    );
    const res = (await call(ctx.t, ctx.alice, 'GET', URL)).json();
    expect(res.order).toEqual([
      'fire',
      'budgets',
      'upcoming',
      'investments',
      'realEstate',
      'loans',
      'trading',
    ]);
    expect(res.hidden).toEqual(['fire']);
  });

  it('refuses unknown cards, repeats, other keys and wrong types with 400 VAL_001', async () => {
    for (const body of [
      { hidden: ['widgets'] },
      { order: ['fire', 'fire'] },
      { layout: [] },
      { order: 'fire' },
    ]) {
      const res = await call(ctx.t, ctx.bob, 'PUT', URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VAL_001');
    }
  });

  it('needs a session', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});
