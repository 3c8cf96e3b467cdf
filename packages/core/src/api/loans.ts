import { deletedSchema } from './shared.js';
import { idParamsSchema } from '../schemas/fields.js';
import {
  loanBalanceBodySchema,
  loanCreateSchema,
  loanPaymentBodySchema,
  loanRateBodySchema,
  loanScheduleQuerySchema,
  loanSubParamsSchema,
  loanUpdateSchema,
} from '../schemas/loans.js';
import {
  loanListSchema,
  loanPaymentListSchema,
  loanPaymentSchema,
  loanScheduleSchema,
  loanSchema,
  loanTotalsSchema,
} from '../schemas/loans-responses.js';
import { withRoutes } from './define.js';

/** Loans, their schedule, and their rate changes, balance corrections and payments. */
export const loanEndpoints = withRoutes({
  'loans.list': { response: { 200: loanListSchema } },
  'loans.create': { body: loanCreateSchema, response: { 201: loanSchema } },
  'loans.totals.get': { response: { 200: loanTotalsSchema } },
  'loans.get': { params: idParamsSchema, response: { 200: loanSchema } },
  'loans.update': { params: idParamsSchema, body: loanUpdateSchema, response: { 200: loanSchema } },
  'loans.delete': { params: idParamsSchema, response: { 204: deletedSchema } },
  'loans.schedule.get': {
    params: idParamsSchema,
    query: loanScheduleQuerySchema,
    response: { 200: loanScheduleSchema },
  },
  'loans.rates.create': {
    params: idParamsSchema,
    body: loanRateBodySchema,
    response: { 200: loanSchema },
  },
  'loans.rates.delete': { params: loanSubParamsSchema, response: { 204: deletedSchema } },
  'loans.balance.create': {
    params: idParamsSchema,
    body: loanBalanceBodySchema,
    response: { 200: loanSchema },
  },
  'loans.balance.delete': { params: loanSubParamsSchema, response: { 204: deletedSchema } },
  'loans.payments.list': { params: idParamsSchema, response: { 200: loanPaymentListSchema } },
  'loans.payments.create': {
    params: idParamsSchema,
    body: loanPaymentBodySchema,
    response: { 201: loanPaymentSchema },
  },
  'loans.payments.delete': { params: loanSubParamsSchema, response: { 204: deletedSchema } },
});
