import { z } from 'zod';
import { csvDownloadSchema, deletedSchema } from './shared.js';
import { idParamsSchema } from '../schemas/fields.js';
import {
  createTransactionBodySchema,
  transactionFilterSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  transactionSchema,
  updateTransactionBodySchema,
} from '../schemas/transactions.js';
import {
  categoryListSchema,
  importFieldsSchema,
  importResultSchema,
} from '../schemas/transactions-import.js';
import {
  statementImportResultSchema,
  transactionImportDetectSchema,
} from '../schemas/statement-import.js';
import { withRoutes } from './define.js';

/** Transactions, their CSV import (a multipart form: only its text fields are typed) and export (a CSV download, not typed). */
export const transactionEndpoints = withRoutes({
  'transactions.list': {
    query: transactionListQuerySchema,
    response: { 200: transactionPageSchema },
  },
  'transactions.create': {
    body: createTransactionBodySchema,
    response: { 201: transactionSchema },
  },
  'transactions.categories.list': { response: { 200: categoryListSchema } },
  'transactions.get': { params: idParamsSchema, response: { 200: transactionSchema } },
  'transactions.update': {
    params: idParamsSchema,
    body: updateTransactionBodySchema,
    response: { 200: transactionSchema },
  },
  'transactions.delete': { params: idParamsSchema, response: { 204: deletedSchema } },
  'transactions.import.detect': { response: { 200: transactionImportDetectSchema } },
  // A statement file's form is statementImportFieldsSchema, judged once its format is known.
  'transactions.import.run': {
    form: importFieldsSchema,
    response: { 200: z.union([statementImportResultSchema, importResultSchema]) },
  },
  'transactions.export': { query: transactionFilterSchema, response: { 200: csvDownloadSchema } },
});
