import {
  monteCarloRequestSchema,
  projectionRequestSchema,
  scenarioInputsSchema,
} from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INPUTS,
  PAGE_PATHS,
  PAGE_SEED,
  byPartOf,
  monteCarloBody,
  numbersOf,
  projectionBody,
  rawOf,
  scenarioBodies,
  scenarioInputs,
} from './forecast-model';

describe('the forecast page’s inputs', () => {
  it('blank fields fall back: fixed defaults, the server’s figures for the rest', () => {
    const n = numbersOf(EMPTY_INPUTS);
    expect(n).toMatchObject({ years: 30, annualReturn: 5, volatility: 15, inflation: 2, swr: 4 });
    expect(n.startValue).toBeUndefined();
    // Blank monthly savings: the last 12 months' (from /fire), here 850.
    const body = projectionRequestSchema.parse(projectionBody(n, 850));
    expect(body).toEqual({ years: 30, monthlyContribution: 850, annualReturn: 5, inflation: 2 });
  });

  it('sends a withdrawal only with its start year, clamped to the horizon', () => {
    const n = numbersOf({ ...EMPTY_INPUTS, years: 10, annualWithdrawal: 20_000 });
    expect(projectionBody(n, 0).annualWithdrawal).toBeUndefined();
    const m = numbersOf({
      ...EMPTY_INPUTS,
      years: 10,
      annualWithdrawal: 20_000,
      withdrawalStartYear: 40,
    });
    expect(monteCarloRequestSchema.parse(monteCarloBody(m, 0, 500_000))).toMatchObject({
      withdrawalStartYear: 10,
      annualWithdrawal: 20_000,
      paths: PAGE_PATHS,
      seed: PAGE_SEED,
      target: 500_000,
    });
  });

  it('a scenario round-trips: saved inputs load back as typed', () => {
    const raw = { ...EMPTY_INPUTS, annualReturn: 7, monthlyContribution: 1_200, swr: 3.5 };
    const saved = scenarioInputsSchema.parse(scenarioInputs(numbersOf(raw), 0));
    expect(saved).toMatchObject({ annualReturn: 7, monthlyContribution: 1_200, swr: 3.5 });
    expect(numbersOf(rawOf(saved))).toEqual(numbersOf(raw));
  });

  it('a scenario keeps the by-part switch and the cash and property rates', () => {
    const raw = { ...EMPTY_INPUTS, cashReturn: 0.5, realEstateReturn: 3.25, annualReturn: 6 };
    // Saved with the switch on: through the API's schema (strict) as the server stores it.
    const saved = scenarioInputsSchema.parse(scenarioInputs(numbersOf(raw), 400, true));
    expect(saved).toMatchObject({ byPart: true, cashReturn: 0.5, realEstateReturn: 3.25 });
    // Loaded: the same switch and typed rates, so the page asks for the same projection.
    expect(byPartOf(saved)).toBe(true);
    expect(rawOf(saved)).toMatchObject({ cashReturn: 0.5, realEstateReturn: 3.25 });
    const again = projectionBody(numbersOf(rawOf(saved)), 400, byPartOf(saved));
    expect(again).toEqual(projectionBody(numbersOf(raw), 400, true));
    expect(again.parts).toEqual({ cash: 0.5, investments: 6, realEstate: 3.25 });
    // Switch off is kept as off; a scenario saved before the switch existed loads with it off.
    expect(byPartOf(scenarioInputsSchema.parse(scenarioInputs(numbersOf(raw), 400)))).toBe(false);
    const { byPart: _b, cashReturn: _c, realEstateReturn: _r, ...older } = saved;
    expect(byPartOf(older)).toBe(false);
    expect(numbersOf(rawOf(older)).cashReturn).toBe(1);
  });

  it('comparing scenarios sends valid requests, by part when saved so', () => {
    const raw = { ...EMPTY_INPUTS, cashReturn: 0.5, inflationVolatility: 1.5 };
    const saved = scenarioInputsSchema.parse(scenarioInputs(numbersOf(raw), 300, true));
    const { projection, mc } = scenarioBodies(saved);
    // Strict schemas: the scenario-only fields (swr, byPart, rates) must not leak into either.
    expect(projectionRequestSchema.parse(projection).parts).toEqual({
      cash: 0.5,
      investments: 5,
      realEstate: 2,
    });
    expect(monteCarloRequestSchema.parse(mc)).toMatchObject({
      paths: PAGE_PATHS,
      seed: PAGE_SEED,
      inflationVolatility: 1.5,
      monthlyContribution: 300,
    });
  });

  it('contribution growth and random inflation reach the requests', () => {
    const n = numbersOf({ ...EMPTY_INPUTS, contributionGrowth: 2.5, inflationVolatility: 1.2 });
    const projection = projectionRequestSchema.parse(projectionBody(n, 500));
    expect(projection.contributionGrowth).toBe(2.5);
    // Random inflation only means something across many paths: the Monte Carlo request.
    expect(projection).not.toHaveProperty('inflationVolatility');
    const mc = monteCarloRequestSchema.parse(monteCarloBody(n, 500, 1_000_000));
    expect(mc).toMatchObject({ contributionGrowth: 2.5, inflationVolatility: 1.2 });
    // Their defaults (0) are the server's own: the plain request is unchanged.
    const plain = monteCarloBody(numbersOf(EMPTY_INPUTS), 500, undefined);
    expect(plain).not.toHaveProperty('contributionGrowth');
    expect(plain).not.toHaveProperty('inflationVolatility');
    // And a scenario restores both.
    const back = numbersOf(rawOf(scenarioInputsSchema.parse(scenarioInputs(n, 500))));
    expect(back).toMatchObject({ contributionGrowth: 2.5, inflationVolatility: 1.2 });
  });
});
