import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { ScopeOf } from '../../ledger/invalidate.js';
import { isEverydayPosting as everyday } from '../../ledger/write-scope.js';

type Body = { accountId?: unknown; toAccountId?: unknown } | undefined;
const ids = (...v: unknown[]) => v.filter((x): x is number => Number.isSafeInteger(x));

/**
 * What a write of /api/transactions may change (ledger/write-scope.ts): creating, editing or
 * deleting one everyday posting is an 'everyday' write; anything else here (imports, a row that
 * is not the user's) counts as 'all'.
 */
export function transactionWriteScope(db: () => Executor): ScopeOf {
  return async (req: FastifyRequest, userId: number) => {
    const url = req.routeOptions.url ?? '';
    const body = req.body as Body;
    const params = req.params as { id?: string } | undefined;
    if (req.method === 'POST' && url.endsWith('/transactions'))
      return (await everyday(db(), userId, null, ids(body?.accountId, body?.toAccountId)))
        ? 'everyday'
        : 'all';
    const id = Number(params?.id);
    if (!url.endsWith('/transactions/:id') || !Number.isSafeInteger(id)) return 'all';
    const moved = req.method === 'DELETE' ? [] : ids(body?.accountId, body?.toAccountId);
    return (await everyday(db(), userId, id, moved)) ? 'everyday' : 'all';
  };
}
