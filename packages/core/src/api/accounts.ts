import { deletedSchema } from './shared.js';
import {
  accountActiveBodySchema,
  accountListSchema,
  accountSchema,
  accountStatusBodySchema,
  costBasisPreviewQuerySchema,
  costBasisPreviewSchema,
  createAccountBodySchema,
  deleteAccountQuerySchema,
  statusHistoryQuerySchema,
  statusHistorySchema,
  updateAccountBodySchema,
} from '../schemas/accounts.js';
import { idParamsSchema } from '../schemas/fields.js';
import { withRoutes } from './define.js';

/** Accounts and their status history. */
export const accountEndpoints = withRoutes({
  'accounts.list': { response: { 200: accountListSchema } },
  'accounts.create': { body: createAccountBodySchema, response: { 201: accountSchema } },
  'accounts.statusHistory.list': {
    query: statusHistoryQuerySchema,
    response: { 200: statusHistorySchema },
  },
  'accounts.get': { params: idParamsSchema, response: { 200: accountSchema } },
  'accounts.update': {
    params: idParamsSchema,
    body: updateAccountBodySchema,
    response: { 200: accountSchema },
  },
  'accounts.delete': {
    params: idParamsSchema,
    query: deleteAccountQuerySchema,
    response: { 204: deletedSchema },
  },
  'accounts.costBasisPreview.get': {
    params: idParamsSchema,
    query: costBasisPreviewQuerySchema,
    response: { 200: costBasisPreviewSchema },
  },
  'accounts.status.update': {
    params: idParamsSchema,
    body: accountStatusBodySchema,
    response: { 200: accountSchema },
  },
  'accounts.active.update': {
    params: idParamsSchema,
    body: accountActiveBodySchema,
    response: { 200: accountSchema },
  },
});
