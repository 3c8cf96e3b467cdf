import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.js';
import type { LedgerContext } from '../ledger/context.js';
import type { Area, AreaContext } from './area.js';
import { serviceLookup } from './services.js';

/** The one area that declares `key` (the transaction reader, the property entry writer). */
function theOne<K extends 'transactionReader' | 'propertyEntryWriter'>(
  areas: readonly Area[],
  key: K,
): NonNullable<Area[K]> {
  const found = areas.filter((a) => a[key] !== undefined);
  if (found.length !== 1) {
    const names = found.map((a) => a.name).join(', ') || 'none';
    throw new Error(`Exactly one area must declare ${key}; found ${names}`);
  }
  return found[0]![key]!;
}

/** The ledger's parts as the areas declare them, in area order (ADR 0007, ADR 0023). */
export function ledgerOf(areas: readonly Area[]): LedgerContext {
  return {
    postingSources: areas.flatMap((a) => a.postingSources ?? []),
    netWorthInputs: areas.flatMap((a) => a.netWorthInputs ?? []),
    readTransaction: theOne(areas, 'transactionReader'),
    propertyEntryWriter: theOne(areas, 'propertyEntryWriter'),
  };
}

/** Every area's backup kinds, in area order. */
export function backupKindsOf(areas: readonly Area[]) {
  return areas.flatMap((a) => a.backupKinds ?? []);
}

/** Every area's health checks, by name, in area order. */
export function healthChecksOf(areas: readonly Area[], options: AppOptions) {
  return areas.flatMap((a) => Object.entries(a.healthChecks?.(options) ?? {}));
}

/**
 * On the root instance, before the /api scope: the ledger built from the declarations
 * (`app.ledger`) and the areas' schedules. Returns what the routes are
 * registered with.
 */
export function plugInAreas(
  app: FastifyInstance,
  areas: readonly Area[],
  options: AppOptions,
): AreaContext {
  const ledger = ledgerOf(areas);
  app.decorate('ledger', ledger);
  const services = serviceLookup(
    areas.map((a) => ({ area: a.name, services: a.provides?.(ledger) ?? {} })),
  );
  const ctx: AreaContext = { options, services, backupKinds: backupKindsOf(areas) };
  for (const area of areas) area.schedule?.(app, ctx);
  return ctx;
}

/** Inside the /api scope: every area's route plugins, in the areas' order. */
export async function registerAreaRoutes(
  api: FastifyInstance,
  areas: readonly Area[],
  ctx: AreaContext,
): Promise<void> {
  for (const area of areas) for (const routes of area.routes) await routes.register(api, ctx);
}
