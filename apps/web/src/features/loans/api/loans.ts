import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExtraMode,
  Loan,
  LoanCreate,
  LoanPayment,
  LoanPaymentBody,
  LoanSchedule,
  LoanUpdate,
} from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateFinance } from '../../../lib/queries/keys';
import { loansKey, useLoansList } from '../../../lib/queries/loans-list';

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
    queryFn: () => api.get<LoanTotal[]>('/loans/totals'),
  });
}

/** The schedule; with a what-if, the same loan with one extra payment, never saved. */
export function useSchedule(id: number | null, whatIf: WhatIf | null) {
  return useQuery({
    queryKey: loanKeys.schedule(id ?? 0, whatIf),
    queryFn: () =>
      api.get<LoanSchedule>(`/loans/${id}/schedule`, {
        query: whatIf ? { ...whatIf } : {},
      }),
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
      id == null ? api.post<Loan>('/loans', body) : api.put<Loan>(`/loans/${id}`, body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteLoan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/loans/${id}`),
    onSuccess: invalidate,
  });
}

export function useRecordPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LoanPaymentBody }) =>
      api.post<LoanPayment>(`/loans/${id}/payments`, body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function usePayments(id: number) {
  return useQuery({
    queryKey: [...loanKeys.all, id, 'payments'],
    queryFn: () => api.get<LoanPayment[]>(`/loans/${id}/payments`),
  });
}

export function useDeletePayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: number; paymentId: number }) =>
      api.delete<void>(`/loans/${id}/payments/${paymentId}`),
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
    }) => api.post<Loan>(`/loans/${id}/${kind}`, body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
