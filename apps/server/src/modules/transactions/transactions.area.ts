import { type Area, mount } from '../../areas/area.js';
import { transactionPostings } from './transactions.postings.js';
import { transactionRoutes } from './transactions.routes.js';
import { getTransaction } from './transactions.service.js';

/** Transactions post into accounts and are read back by recurring items and rules. */
export const transactionsArea: Area = {
  name: 'transactions',
  routes: [mount('/transactions', transactionRoutes)],
  postingSources: [transactionPostings],
  transactionReader: getTransaction,
};
