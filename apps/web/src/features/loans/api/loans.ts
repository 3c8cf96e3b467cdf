import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BodyOf,
  ExtraMode,
  Loan,
  LoanCreate,
  LoanPaymentBody,
  LoanUpdate,
} from '@wealthlog/core';
import { loanPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateFinance } from '../../../lib/queries/keys';
import { loansKey, useLoansList } from '../../../lib/queries/loans-list';

const call = caller(loanPaths);

/** /api/loans (API.md "Loans"): one file for the area's few endpoints and their hooks. */
const loanKeys = {
  all: loansKey,
  totals: ['loans', 'totals'] as const,
  schedule: (id: number, whatIf: WhatIf | null) => ['loans', id, 'schedule', whatIf] as const,
};

export interface WhatIf {
  extraAmount: number;
  extraDate: string;
  mode: ExtraMode;
}
export interface LoanTotal {
  counterparty: string | null;
  direction: Loan['direction'];
  currency: string;
  outstanding: number;
}

// The list is shared with the property page (lib/queries/loans-list.ts), under the same key.
export const useLoans = useLoansList;

export function useLoanTotals() {
  return useQuery({
    queryKey: loanKeys.totals,
    queryFn: () => call('loans.totals.get'),
  });
}

/** The schedule; with a what-if, the same loan with one extra payment, never saved. */
export function useSchedule(id: number | null, whatIf: WhatIf | null) {
  return useQuery({
    queryKey: loanKeys.schedule(id ?? 0, whatIf),
    queryFn: () =>
      call('loans.schedule.get', { params: { id: id ?? 0 }, query: whatIf ? { ...whatIf } : {} }),
    enabled: id != null,
    placeholderData: keepPreviousData,
  });
}

/** A loan or a payment moves balances and net worth: the loans and every finance figure reload. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: loanKeys.all });
    await invalidateFinance(queryClient);
  };
}

export function useSaveLoan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LoanCreate | LoanUpdate }) =>
      id == null
        ? call('loans.create', { body: body as LoanCreate })
        : call('loans.update', { params: { id }, body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteLoan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call('loans.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRecordPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LoanPaymentBody }) =>
      call('loans.payments.create', { params: { id }, body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function usePayments(id: number) {
  return useQuery({
    queryKey: [...loanKeys.all, id, 'payments'],
    queryFn: () => call('loans.payments.list', { params: { id } }),
  });
}

export function useDeletePayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: number; paymentId: number }) =>
      call('loans.payments.delete', { params: { id, itemId: paymentId } }),
    onSuccess: invalidate,
  });
}

/** POST /{id}/rates or /{id}/balance: a dated rate, or a balance from a bank statement. */
export function useLoanEvent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      kind,
      body,
    }: {
      id: number;
      kind: 'rates' | 'balance';
      body: { date: string; annualRate: number } | { date: string; balance: number };
    }) =>
      // The form pairs each kind with its body; the map types them one key at a time.
      kind === 'rates'
        ? call('loans.rates.create', { params: { id }, body: body as BodyOf<'loans.rates.create'> })
        : call('loans.balance.create', {
            params: { id },
            body: body as BodyOf<'loans.balance.create'>,
          }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
