import { type Area, mount } from '../../areas/area.js';
import { accounts, accountStatusChanges } from '../../db/schema/index.js';
import { accountBalances } from '../../ledger/networth-inputs.js';
import { accountRoutes } from './accounts.routes.js';

/** Accounts: their cash balances are the first part of net worth; trades re-book on a new cost basis. */
export const accountsArea: Area = {
  name: 'accounts',
  routes: [
    mount('/account', accountRoutes, ({ services }) => ({ costBasis: services.need('costBasis') })),
  ],
  netWorthInputs: [accountBalances],
  backupKinds: [
    { kind: 'accounts', table: accounts },
    { kind: 'accountStatusChanges', table: accountStatusChanges },
  ],
};
