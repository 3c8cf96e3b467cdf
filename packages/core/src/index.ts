export * from './errors.js';
export * from './roles.js';
export * from './schemas/error-envelope.js';
export * from './constants.js';

export * from './validation/password-strength.js';
export * from './validation/sanitize.js';
export * from './validation/formats.js';
// The rule factories have short generic names (min, max, email...), so they travel as a namespace:
// `rules.required()`; the message table and the runner are exported by name too.
export * as rules from './validation/rules.js';
export {
  RULE_MESSAGES,
  validate,
  hasErrors,
  fieldLabel,
  isEmptyValue,
  type Rule,
  type FieldRules,
} from './validation/rules.js';
export * from './validation/uploads.js';

export * from './domain/currencies.js';
export * from './domain/days.js';
export * from './domain/money.js';
export * from './domain/fx.js';
export * from './domain/networth.js';
export * from './domain/networth-totals.js';
export * from './domain/trading.js';
export * from './domain/trading-stats.js';
export * from './domain/holdings.js';
export * from './domain/performance.js';
export * from './domain/thin.js';
export * from './domain/performance-series.js';
export * from './domain/loans.js';
export * from './domain/loan-records.js';
export * from './user-agent.js';

export * from './schemas/messages.js';
export * from './schemas/fields.js';
export * from './schemas/field-errors.js';
export * from './schemas/common.js';
export * from './schemas/page.js';
export * from './schemas/user.js';
export * from './schemas/admin.messages.js';
export * from './schemas/health.js';
export * from './schemas/accounts.js';
export * from './schemas/transactions.js';
export * from './schemas/transactions-import.js';
export * from './schemas/statement-import.js';
export * from './schemas/statement.messages.js';
export * from './statements/index.js';
export * from './domain/category-names.js';
export * from './schemas/trading.js';
export * from './schemas/trading-import.js';
export * from './schemas/trade-file-import.js';
export * from './schemas/instruments.js';
export * from './schemas/prices.js';
export * from './schemas/holdings.js';
export * from './schemas/performance.js';
export * from './schemas/trading.messages.js';
export * from './reasons.js';
export * from './schemas/trading-stats.js';
export * from './schemas/settings.js';
export * from './schemas/fx.js';
export * from './schemas/dashboard.js';
export * from './schemas/home.js';
export * from './schemas/home-layout.js';
export * from './schemas/auth.js';
export * from './schemas/activity.js';
export * from './schemas/sessions.js';
export * from './schemas/api-tokens.js';
export * from './schemas/two-factor.js';
export * from './schemas/passkeys.js';
export * from './schemas/uploads.js';
export * from './domain/real-estate.js';
export * from './schemas/real-estate.js';
export * from './schemas/real-estate-entries.js';
export * from './schemas/real-estate.messages.js';
export * from './schemas/loans.js';
export * from './schemas/loans-responses.js';
export * from './schemas/loans.messages.js';
export * from './domain/budgets.js';
export * from './domain/budget-runs.js';
export * from './domain/recurrence.js';
export * from './domain/splits.js';
export * from './schemas/expenses.js';
export * from './schemas/expenses.messages.js';
export * from './schemas/recurring.js';
export * from './schemas/reports.js';
export * from './domain/rules.js';
export * from './schemas/rules.js';
export * from './domain/forecasting.js';
export * from './domain/forecasting-montecarlo.js';
export * from './domain/forecasting-parts.js';
export * from './schemas/forecasting.js';
export * from './schemas/forecasting-cashflow.js';
export * from './schemas/forecasting.messages.js';
export * from './schemas/backup.js';
export * from './schemas/backup.messages.js';
export * from './api/index.js';
