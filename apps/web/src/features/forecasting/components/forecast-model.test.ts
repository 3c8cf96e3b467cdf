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
  monteCarloBody,
  numbersOf,
  projectionBody,
  rawOf,
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
});
