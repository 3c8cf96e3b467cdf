import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loanPaths } from '@wealthlog/core';
import { caller } from '../api/endpoints';
import { invalidateFinance } from './keys';

const call = caller(loanPaths);

/**
 * GET /api/loans, and the one write another feature makes on a loan: the property page names its
 * mortgages and links or unlinks one (PUT /api/loans/{id} `{ propertyId }`), since features may not
 * import one another. The loans feature reads the list through the same key.
 */
export const loansKey = ['loans'] as const;

export const loansQueryOptions = () =>
  queryOptions({
    queryKey: [...loansKey, 'list'],
    queryFn: ({ signal }) => call('loans.list', { signal }),
  });

export function useLoansList() {
  return useQuery(loansQueryOptions());
}

/** Links a loan to a property (or unlinks it: null); equity, LTV and the lists reload. */
export function useLinkLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, propertyId }: { loanId: number; propertyId: number | null }) =>
      call('loans.update', { params: { id: loanId }, body: { propertyId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: loansKey });
      await invalidateFinance(queryClient);
    },
  });
}
