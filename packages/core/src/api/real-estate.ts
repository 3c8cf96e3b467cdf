import { deletedSchema } from './shared.js';
import { idParamsSchema } from '../schemas/fields.js';
import {
  createPropertyBodySchema,
  deletePropertyQuerySchema,
  propertyListSchema,
  propertyParamsSchema,
  propertySchema,
  updatePropertyBodySchema,
  valuationBodySchema,
  valuationListSchema,
  valuationParamsSchema,
  valuationSchema,
} from '../schemas/real-estate.js';
import {
  createExpenseBodySchema,
  createIncomeBodySchema,
  expenseQuerySchema,
  incomeQuerySchema,
  metricsQuerySchema,
  propertyExpenseListSchema,
  propertyExpenseSchema,
  propertyIncomeListSchema,
  propertyIncomeSchema,
  propertyMetricsSchema,
  repeatEntryBodySchema,
  updateExpenseBodySchema,
  updateIncomeBodySchema,
} from '../schemas/real-estate-entries.js';
import { withRoutes } from './define.js';

/** Properties, their valuations and metrics, and their expenses and income. */
export const realEstateEndpoints = withRoutes({
  'realEstate.properties.list': { response: { 200: propertyListSchema } },
  'realEstate.properties.create': {
    body: createPropertyBodySchema,
    response: { 201: propertySchema },
  },
  'realEstate.properties.get': { params: propertyParamsSchema, response: { 200: propertySchema } },
  'realEstate.properties.update': {
    params: propertyParamsSchema,
    body: updatePropertyBodySchema,
    response: { 200: propertySchema },
  },
  'realEstate.properties.delete': {
    params: propertyParamsSchema,
    query: deletePropertyQuerySchema,
    response: { 204: deletedSchema },
  },
  'realEstate.valuations.list': {
    params: propertyParamsSchema,
    response: { 200: valuationListSchema },
  },
  'realEstate.valuations.upsert': {
    params: propertyParamsSchema,
    body: valuationBodySchema,
    response: { 200: valuationSchema, 201: valuationSchema },
  },
  'realEstate.valuations.delete': {
    params: valuationParamsSchema,
    response: { 204: deletedSchema },
  },
  'realEstate.metrics.get': {
    params: propertyParamsSchema,
    query: metricsQuerySchema,
    response: { 200: propertyMetricsSchema },
  },
  'realEstate.expenses.list': {
    query: expenseQuerySchema,
    response: { 200: propertyExpenseListSchema },
  },
  'realEstate.expenses.create': {
    body: createExpenseBodySchema,
    response: { 201: propertyExpenseSchema },
  },
  'realEstate.expenses.update': {
    params: idParamsSchema,
    body: updateExpenseBodySchema,
    response: { 200: propertyExpenseSchema },
  },
  'realEstate.expenses.repeat': {
    params: idParamsSchema,
    body: repeatEntryBodySchema,
    response: { 201: propertyExpenseListSchema },
  },
  'realEstate.expenses.delete': { params: idParamsSchema, response: { 204: deletedSchema } },
  'realEstate.income.list': {
    query: incomeQuerySchema,
    response: { 200: propertyIncomeListSchema },
  },
  'realEstate.income.create': {
    body: createIncomeBodySchema,
    response: { 201: propertyIncomeSchema },
  },
  'realEstate.income.update': {
    params: idParamsSchema,
    body: updateIncomeBodySchema,
    response: { 200: propertyIncomeSchema },
  },
  'realEstate.income.repeat': {
    params: idParamsSchema,
    body: repeatEntryBodySchema,
    response: { 201: propertyIncomeListSchema },
  },
  'realEstate.income.delete': { params: idParamsSchema, response: { 204: deletedSchema } },
});
