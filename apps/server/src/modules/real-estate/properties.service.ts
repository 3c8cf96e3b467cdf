import {
  AppError,
  type CreatePropertyBody,
  type Property,
  REAL_ESTATE_FIELD_MESSAGES,
  REAL_ESTATE_MESSAGES,
  type UpdatePropertyBody,
  realisedGain,
  saleIssues,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Database, Executor } from '../../db/client.js';
import { assertOwnMedia } from '../../lib/own-media.js';
import { linkedLoans, linkedLoansByProperty, unlinkLoans } from './debt.js';
import * as entries from './entries.repository.js';
import * as repo from './properties.repository.js';

/** Properties (API.md "Real estate"): the rules of a property, for POST and PUT alike. */

export function toProperty(r: repo.PropertyRow, loanIds: number[]): Property {
  const money = (v: string) => toMoneyNumber(v, r.currency);
  const maybe = (v: string | null) => (v === null ? null : money(v));
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as Property['kind'],
    address: r.address,
    currency: r.currency,
    purchaseDate: r.purchaseDate,
    purchasePrice: money(r.purchasePrice),
    purchaseCosts: money(r.purchaseCosts),
    ownershipPct: toDecimal(r.ownershipPct).toNumber(),
    saleDate: r.saleDate,
    salePrice: maybe(r.salePrice),
    monthlyRent: maybe(r.monthlyRent),
    vacancyPct: r.vacancyPct === null ? null : toDecimal(r.vacancyPct).toNumber(),
    notes: r.notes,
    mediaIds: r.mediaIds,
    currentValue: money(r.currentValue),
    currentValueDate: r.currentValueDate,
    loanIds,
    realisedGain:
      r.salePrice === null
        ? null
        : realisedGain(r.salePrice, r.purchasePrice, r.purchaseCosts, r.improvements, r.currency),
  };
}

function assertSale(p: Parameters<typeof saleIssues>[0]): void {
  const issues = saleIssues(p);
  if (issues.length > 0)
    throw AppError.validation(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
}

export async function getProperty(db: Executor, userId: number, id: number): Promise<Property> {
  const row = await repo.findProperty(db, userId, id);
  if (!row) throw AppError.notFound();
  return toProperty(row, await linkedLoans(db, userId, id));
}

export async function listProperties(db: Executor, userId: number): Promise<Property[]> {
  // Two queries for the whole list, not one per property.
  const rows = await repo.listProperties(db, userId);
  const loans = await linkedLoansByProperty(db, userId);
  return rows.map((r) => toProperty(r, loans.get(r.id) ?? []));
}

export async function createProperty(db: Database, userId: number, b: CreatePropertyBody) {
  await assertOwnMedia(db, userId, b.mediaIds);
  const v = repo.valuesOf(b) as repo.PropertyValues;
  const id = await repo.insertProperty(db, userId, v);
  return getProperty(db, userId, id);
}

/** PUT: the body merged over the stored property, the sale rules checked on the result. */
export async function updateProperty(
  db: Database,
  userId: number,
  id: number,
  b: UpdatePropertyBody,
) {
  await db.transaction(async (tx) => {
    const stored = await repo.findProperty(tx, userId, id);
    if (!stored || !(await repo.lockProperty(tx, userId, id))) throw AppError.notFound();
    await assertOwnMedia(tx, userId, b.mediaIds);
    assertSale({
      purchaseDate: b.purchaseDate ?? stored.purchaseDate,
      saleDate: b.saleDate !== undefined ? b.saleDate : stored.saleDate,
      salePrice:
        b.salePrice !== undefined
          ? b.salePrice
          : stored.salePrice === null
            ? null
            : Number(stored.salePrice),
    });
    // A currency change would reread every amount in another unit: refused once money hangs on it.
    if (b.currency && b.currency !== stored.currency) {
      const count = await repo.countEntries(tx, userId, id);
      if (count > 0 || (await repo.listValuations(tx, userId, id)).length > 0)
        throw AppError.validation({ currency: [REAL_ESTATE_FIELD_MESSAGES.currencyLocked] });
    }
    await repo.updateProperty(tx, userId, id, repo.valuesOf(b));
  });
  return getProperty(db, userId, id);
}

/**
 * DELETE: valuations go with the property; income, expenses or linked loans refuse it (409 BUS_004)
 * unless ?cascade=true, which deletes the entries and their transactions (one fact each) and
 * unlinks the loans (they stay, as loans).
 */
export async function deleteProperty(db: Database, userId: number, id: number, cascade: boolean) {
  await db.transaction(async (tx) => {
    if (!(await repo.lockProperty(tx, userId, id))) throw AppError.notFound();
    const held =
      (await repo.countEntries(tx, userId, id)) + (await linkedLoans(tx, userId, id)).length;
    if (held > 0 && !cascade)
      throw new AppError('BUS_004', REAL_ESTATE_MESSAGES.propertyHasEntries, {
        status: 409,
        reason: 'propertyHasEntries',
      });
    await entries.deletePropertyPostings(tx, userId, id);
    await unlinkLoans(tx, userId, id);
    await repo.deleteProperty(tx, userId, id);
  });
}
