import { act, renderHook, waitFor } from '@testing-library/react';
import { AppError, loanPaymentBodySchema } from '@wealthlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showErrorToast } from './error-toasts';
import { useFormFlow } from './use-form-flow';

vi.mock(import('./error-toasts'), async (original) => ({
  ...(await original()),
  showErrorToast: vi.fn(),
}));

afterEach(() => vi.mocked(showErrorToast).mockClear());

interface Options {
  values?: unknown;
  answer?: () => Promise<string>;
  invalid?: (error: { issues: readonly { message: string }[] }) => { form?: string };
  refused?: (error: unknown) => boolean;
}

function renderFlow({ values = { date: 'not a date' }, answer, ...options }: Options) {
  const send = vi.fn(answer ?? (() => Promise.resolve('ok')));
  const view = renderHook(() =>
    useFormFlow({
      schema: loanPaymentBodySchema,
      values: () => values,
      fields: ['date', 'amount', 'form'] as const,
      send,
      ...options,
    }),
  );
  return { ...view, send };
}

describe('useFormFlow options', () => {
  it("with invalid, shows the schema's refusal as the form says it, and sends nothing", () => {
    const { result, send } = renderFlow({
      values: { date: '2026-01-31' },
      invalid: (error) => ({ form: error.issues.map((i) => i.message).join(' / ') }),
    });
    act(() => result.current.submit());
    // One message for the form in place of one per field.
    expect(result.current.fieldErrors).toEqual({ form: 'Amount is required' });
    expect(send).not.toHaveBeenCalled();
  });

  it("fail puts a refusal's field errors on the fields, without a toast", () => {
    const { result } = renderFlow({});
    act(() =>
      result.current.fail(
        new AppError('VAL_001', undefined, { errors: { amount: ['Amount is required'] } }),
      ),
    );
    expect(result.current.fieldErrors).toEqual({ amount: 'Amount is required' });
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it('fail shows the toast for a refusal that names no field', () => {
    const { result } = renderFlow({});
    const gone = new AppError('BUS_004');
    act(() => result.current.fail(gone));
    expect(showErrorToast).toHaveBeenCalledWith(gone, undefined);
    expect(result.current.fieldErrors).toEqual({});
  });

  it('refused: a refusal the form shows itself is not toasted', async () => {
    const refused = vi.fn(() => true);
    const conflict = new AppError('BUS_004');
    const { result } = renderFlow({
      values: { date: '2026-01-31', amount: 5 },
      answer: () => Promise.reject(conflict),
      refused,
    });
    act(() => result.current.submit());
    await waitFor(() => expect(refused).toHaveBeenCalledWith(conflict));
    expect(result.current.pending).toBe(false);
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it('refused: one the form leaves alone is toasted, field errors still go on the fields', async () => {
    const { result } = renderFlow({
      values: { date: '2026-01-31', amount: 5 },
      answer: () => Promise.reject(new AppError('BUS_004')),
      refused: () => false,
    });
    act(() => result.current.submit());
    await waitFor(() => expect(showErrorToast).toHaveBeenCalled());

    const named = new AppError('VAL_001', undefined, {
      errors: { amount: ['Amount is required'] },
    });
    const second = renderFlow({ refused: () => false });
    act(() => second.result.current.fail(named));
    expect(second.result.current.fieldErrors).toEqual({ amount: 'Amount is required' });
    expect(showErrorToast).toHaveBeenCalledTimes(1);
  });
});
