import { deletedSchema } from './shared.js';
import {
  budgetMonthQuerySchema,
  budgetMonthSchema,
  budgetParamsSchema,
  copyBudgetsBodySchema,
  createCategoryBodySchema,
  deleteBudgetQuerySchema,
  deleteCategoryQuerySchema,
  expenseCategoryListSchema,
  expenseCategorySchema,
  putBudgetBodySchema,
  updateCategoryBodySchema,
} from '../schemas/expenses.js';
import { idParamsSchema } from '../schemas/fields.js';
import {
  createRecurringBodySchema,
  occurrenceBodySchema,
  recurringItemSchema,
  recurringListSchema,
  upcomingListSchema,
  upcomingQuerySchema,
  updateRecurringBodySchema,
} from '../schemas/recurring.js';
import { expenseSummarySchema, summaryQuerySchema } from '../schemas/reports.js';
import {
  applyRuleBodySchema,
  applyRuleResultSchema,
  createRuleBodySchema,
  ruleListSchema,
  ruleSchema,
  updateRuleBodySchema,
} from '../schemas/rules.js';
import { transactionSchema } from '../schemas/transactions.js';
import { withRoutes } from './define.js';

/** Expense categories, budgets, recurring items, the expense report and the categorisation rules. */
export const expenseEndpoints = withRoutes({
  'categories.list': { response: { 200: expenseCategoryListSchema } },
  'categories.create': { body: createCategoryBodySchema, response: { 201: expenseCategorySchema } },
  'categories.update': {
    params: idParamsSchema,
    body: updateCategoryBodySchema,
    response: { 200: expenseCategorySchema },
  },
  'categories.delete': {
    params: idParamsSchema,
    query: deleteCategoryQuerySchema,
    response: { 204: deletedSchema },
  },
  'budgets.month.get': { query: budgetMonthQuerySchema, response: { 200: budgetMonthSchema } },
  'budgets.copy': { body: copyBudgetsBodySchema, response: { 200: budgetMonthSchema } },
  'budgets.update': {
    params: budgetParamsSchema,
    body: putBudgetBodySchema,
    response: { 200: budgetMonthSchema },
  },
  'budgets.delete': {
    params: budgetParamsSchema,
    query: deleteBudgetQuerySchema,
    response: { 204: deletedSchema },
  },
  'recurring.list': { response: { 200: recurringListSchema } },
  'recurring.create': { body: createRecurringBodySchema, response: { 201: recurringItemSchema } },
  'recurring.upcoming.list': { query: upcomingQuerySchema, response: { 200: upcomingListSchema } },
  'recurring.get': { params: idParamsSchema, response: { 200: recurringItemSchema } },
  'recurring.update': {
    params: idParamsSchema,
    body: updateRecurringBodySchema,
    response: { 200: recurringItemSchema },
  },
  'recurring.delete': { params: idParamsSchema, response: { 204: deletedSchema } },
  'recurring.skip': {
    params: idParamsSchema,
    body: occurrenceBodySchema,
    response: { 200: recurringItemSchema },
  },
  'recurring.post': {
    params: idParamsSchema,
    body: occurrenceBodySchema,
    response: { 200: transactionSchema, 201: transactionSchema },
  },
  'reports.summary.get': { query: summaryQuerySchema, response: { 200: expenseSummarySchema } },
  'rules.list': { response: { 200: ruleListSchema } },
  'rules.create': { body: createRuleBodySchema, response: { 201: ruleSchema } },
  'rules.get': { params: idParamsSchema, response: { 200: ruleSchema } },
  'rules.update': {
    params: idParamsSchema,
    body: updateRuleBodySchema,
    response: { 200: ruleSchema },
  },
  'rules.delete': { params: idParamsSchema, response: { 204: deletedSchema } },
  'rules.apply': {
    params: idParamsSchema,
    body: applyRuleBodySchema,
    response: { 200: applyRuleResultSchema },
  },
});
