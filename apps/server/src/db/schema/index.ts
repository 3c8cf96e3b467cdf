// Every table, one file per feature; drizzle-kit reads this file to generate migrations.
export * from './meta.js';
export * from './auth.js';
export * from './idempotency.js';
export * from './settings.js';
export * from './uploads.js';
export * from './accounts.js';
export * from './transactions.js';
export * from './fx.js';
export * from './trading.js';
export * from './prices.js';
export * from './real-estate.js';
export * from './loans.js';
export * from './expenses.js';
export * from './forecast.js';
export * from './holdings.js';
export * from './expense-totals.js';
export * from './security.js';
