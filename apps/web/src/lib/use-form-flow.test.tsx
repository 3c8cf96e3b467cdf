import { act, renderHook, waitFor } from '@testing-library/react';
import { AppError, loanPaymentBodySchema, type LoanPaymentBody } from '@wealthlog/core';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showErrorToast } from './error-toasts';
import { useFormFlow } from './use-form-flow';

vi.mock(import('./error-toasts'), async (original) => ({
  ...(await original()),
  showErrorToast: vi.fn(),
}));

afterEach(() => vi.mocked(showErrorToast).mockClear());

/** A payment form's flow: the values it would read, a request that does what the test says. */
function renderFlow(
  values: unknown,
  send: (body: LoanPaymentBody) => Promise<string>,
  clearErrors?: 'parsed' | 'saved',
) {
  const onSuccess = vi.fn();
  const sendSpy = vi.fn(send);
  const view = renderHook(() =>
    useFormFlow({
      schema: loanPaymentBodySchema,
      values: () => values,
      fields: ['date', 'amount'] as const,
      send: sendSpy,
      onSuccess,
      clearErrors,
    }),
  );
  return { ...view, onSuccess, send: sendSpy };
}

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useFormFlow', () => {
  it("puts the schema's rules on the fields, in the user's words, and sends nothing", () => {
    const { result, send } = renderFlow({ date: '2026-01-31' }, () => Promise.resolve('ok'));
    const submitted = event();
    act(() => result.current.submit(submitted));
    expect(submitted.preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.fieldErrors).toEqual({ amount: 'Amount is required' });
    expect(result.current.pending).toBe(false);
  });

  it('sends what the schema made of the values, busy meanwhile, then says it is done', async () => {
    let answer!: (value: string) => void;
    const { result, send, onSuccess } = renderFlow(
      { date: '2026-01-31', amount: 1250.5 },
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    act(() => result.current.setFieldErrors({ amount: 'an old error' }));
    act(() => result.current.submit());
    expect(send).toHaveBeenCalledWith({ date: '2026-01-31', amount: 1250.5 });
    expect(result.current.pending).toBe(true);
    // A new attempt starts clean: the old message goes as soon as the values pass the schema.
    expect(result.current.fieldErrors).toEqual({});
    await act(async () => answer('saved'));
    expect(result.current.pending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('saved', { date: '2026-01-31', amount: 1250.5 });
  });

  it("with clearErrors 'saved', keeps the last messages until the server has taken the values", async () => {
    let answer!: (value: string) => void;
    const { result, onSuccess } = renderFlow(
      { date: '2026-01-31', amount: 5 },
      () => new Promise<string>((resolve) => (answer = resolve)),
      'saved',
    );
    act(() => result.current.setFieldErrors({ amount: 'an old error' }));
    act(() => result.current.submit());
    expect(result.current.fieldErrors).toEqual({ amount: 'an old error' });
    await act(async () => answer('saved'));
    expect(result.current.fieldErrors).toEqual({});
    expect(onSuccess).toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields it names, without a toast", async () => {
    const refused = new AppError('VAL_001', undefined, {
      errors: { amount: ['Amount must be at least 0.01'], other: ['not a field here'] },
    });
    const { result, onSuccess } = renderFlow({ date: '2026-01-31', amount: 5 }, () =>
      Promise.reject(refused),
    );
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.fieldErrors).toEqual({ amount: 'Amount must be at least 0.01' });
    expect(showErrorToast).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a toast for an error that names none of the fields', async () => {
    const gone = new AppError('BUS_004');
    const { result } = renderFlow({ date: '2026-01-31', amount: 5 }, () => Promise.reject(gone));
    act(() => result.current.submit());
    await waitFor(() => expect(showErrorToast).toHaveBeenCalledWith(gone, undefined));
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.pending).toBe(false);
  });

  it('does nothing with an answer that comes after the form is gone', async () => {
    let fail!: (error: unknown) => void;
    const { result, unmount, onSuccess } = renderFlow(
      { date: '2026-01-31', amount: 5 },
      () => new Promise<string>((_, reject) => (fail = reject)),
    );
    act(() => result.current.submit());
    unmount();
    await act(async () => fail(new AppError('BUS_004')));
    expect(showErrorToast).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
