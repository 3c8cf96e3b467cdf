import {
  AppError,
  type ApplyRuleResult,
  type CreateRuleBody,
  type RuleDefinition,
  type RuleItem,
  type Transaction,
  type UpdateRuleBody,
  applyRule,
  ruleChanged,
  ruleMatches,
} from '@wealthlog/core';
import type { Database, Executor } from '../../db/client.js';
import { ensureCategories } from '../../ledger/categories.js';
import type { TransactionReader } from '../../ledger/transaction-reader.js';
import * as repo from './rules.repository.js';

/** Rules (API.md "Rules"): CRUD and "apply to existing" with a dry run. */

export function toRule(r: repo.RuleRow): RuleItem {
  return {
    id: r.id,
    name: r.name,
    position: r.position,
    match: r.match,
    conditions: r.conditions as RuleItem['conditions'],
    actions: r.actions as RuleItem['actions'],
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listRules(db: Database, userId: number) {
  return (await repo.list(db, userId)).map(toRule);
}

async function one(db: Database, userId: number, id: number) {
  const row = await repo.one(db, userId, id);
  if (!row) throw AppError.notFound();
  return row;
}

export async function getRule(db: Database, userId: number, id: number) {
  return toRule(await one(db, userId, id));
}

export async function createRule(db: Database, userId: number, b: CreateRuleBody) {
  const id = await db.transaction(async (tx) => {
    const made = await repo.insert(tx, userId, {
      name: b.name,
      position: b.position,
      match: b.match ?? 'ALL',
      conditions: b.conditions,
      actions: b.actions,
      enabled: b.enabled ?? true,
    });
    await ensureActionCategories(tx, userId, b.actions);
    return made;
  });
  return getRule(db, userId, id);
}

export async function updateRule(db: Database, userId: number, id: number, b: UpdateRuleBody) {
  const r = await one(db, userId, id);
  await db.transaction(async (tx) => {
    await repo.update(tx, userId, id, {
      name: b.name ?? r.name,
      position: b.position ?? r.position,
      match: b.match ?? r.match,
      conditions: b.conditions ?? r.conditions,
      actions: b.actions ?? r.actions,
      enabled: b.enabled ?? r.enabled,
    });
    if (b.actions) await ensureActionCategories(tx, userId, b.actions);
  });
  return getRule(db, userId, id);
}

/**
 * A category a rule gives joins the user's list with the rule (categories are complete before any
 * use), INCOME if it sets that type.
 */
function ensureActionCategories(tx: Executor, userId: number, actions: RuleItem['actions']) {
  const type = actions.some((a) => a.field === 'type' && a.value === 'INCOME')
    ? 'INCOME'
    : 'EXPENSE';
  const names = actions.filter((a) => a.field === 'category').map((a) => a.value);
  return ensureCategories(
    tx,
    userId,
    names.map((name) => ({ name, type })),
  );
}

export async function deleteRule(db: Database, userId: number, id: number) {
  if (!(await repo.remove(db, userId, id))) throw AppError.notFound();
}

/**
 * One rule on every existing transaction (transfers aside): how many match, how many it changes,
 * and up to 10 of those as they would be. Without dryRun the changes are written in one
 * statement. Matching runs in core, the same function as on create, so preview and result agree.
 */
export async function applyToExisting(
  db: Database,
  userId: number,
  id: number,
  dryRun: boolean,
  readTransaction: TransactionReader,
): Promise<ApplyRuleResult> {
  const rule = (await one(db, userId, id)) as repo.RuleRow & RuleDefinition;
  return db.transaction(async (tx) => {
    const rows = await repo.subjects(tx, userId);
    let matched = 0;
    const changed: repo.SubjectRow[] = [];
    for (const row of rows) {
      if (!ruleMatches(rule, row)) continue;
      matched++;
      const { split, ...subject } = row;
      const applied = applyRule(rule, subject);
      const after = split ? { ...applied, category: subject.category } : applied;
      if (ruleChanged(subject, after)) changed.push(after);
    }
    // One after another: a transaction's one connection runs one query at a time.
    const sample = [];
    for (const c of changed.slice(0, 10)) {
      sample.push({
        ...(await readTransaction(tx, userId, Number(c.id))),
        category: c.category,
        description: c.description,
        type: c.type as Transaction['type'],
      });
    }
    if (!dryRun) await repo.writeChanges(tx, userId, changed);
    return { matched, changed: changed.length, sample };
  });
}
