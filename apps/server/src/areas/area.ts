import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppOptions } from '../app.js';
import type { BackupKind } from '../lib/backup/kind.js';
import type { LedgerContext } from '../ledger/context.js';
import type { NetWorthInput } from '../ledger/networth-inputs.js';
import type { PostingSource } from '../ledger/posting-sources.js';
import type { PropertyEntryWriter } from '../ledger/property-entry-writer.js';
import type { TransactionReader } from '../ledger/transaction-reader.js';
import type { HealthCheck } from '../plugins/health-registry.js';
import type { ServiceLookup, Services } from './services.js';

/** What an area's declarations may read while the app is built. */
export interface AreaContext {
  /** What buildApp was given: the config, the database, the logger, test overrides (a fake OIDC). */
  options: AppOptions;
  /** What other areas provide (services.ts): how an area uses another's code without importing it. */
  services: ServiceLookup;
  /** Every area's backup kinds, in area order (the backup module reads and restores them). */
  backupKinds: readonly BackupKind[];
}

/** One route plugin of an area, mounted under /api at `prefix` ('' for /api itself). */
export interface AreaRoutes {
  prefix: string;
  register(api: FastifyInstance, ctx: AreaContext): Promise<void>;
}

/**
 * An area's route plugin as it is exported by its `*.routes.ts` (name and options unchanged), with
 * its options when it takes any: they may come from the context (trading's cost basis for the
 * accounts, the forecast's sources).
 */
export function mount(prefix: string, plugin: FastifyPluginAsyncZod): AreaRoutes;
export function mount<O extends FastifyPluginOptions>(
  prefix: string,
  plugin: FastifyPluginAsyncZod<O>,
  options: (ctx: AreaContext) => O | Promise<O>,
): AreaRoutes;
export function mount<O extends FastifyPluginOptions>(
  prefix: string,
  plugin: FastifyPluginAsyncZod<O>,
  options?: (ctx: AreaContext) => O | Promise<O>,
): AreaRoutes {
  return {
    prefix,
    async register(api, ctx) {
      const opts = options ? await options(ctx) : ({} as O);
      await api.register(plugin, prefix ? { ...opts, prefix } : opts);
    },
  };
}

/**
 * An area (a server module) as the app plugs it in: its routes and what it adds to the ledger and
 * to the other areas. Everything the app knows of an area is here, in its `<area>.area.ts`; the
 * app lists areas (areas/index.ts) and areas/plug-in.ts does the rest (ADR 0023).
 */
export interface Area {
  /** The module's folder name under modules/. */
  name: string;
  /** Its route plugins, mounted in this order under /api. */
  routes: readonly AreaRoutes[];
  /** The tables it posts into accounts from (ADR 0007): account deletion and the invariant ask each. */
  postingSources?: readonly PostingSource[];
  /** Its parts of net worth (ADR 0007): the dashboard's statement unions every area's. */
  netWorthInputs?: readonly NetWorthInput[];
  /** How other areas read a transaction back as the API shows it; exactly one area declares it. */
  transactionReader?: TransactionReader;
  /** How a recurring item posts a property's rent or charge; exactly one area declares it. */
  propertyEntryWriter?: PropertyEntryWriter;
  /**
   * What it lends other areas by name (services.ts), given the ledger for those that read it (the
   * dashboard's net worth). Each name is provided by exactly one area.
   */
  provides?: (ledger: LedgerContext) => Partial<Services>;
  /** Named checks for GET /api/health, registered as the app is created (before any plugin's). */
  healthChecks?: (options: AppOptions) => Record<string, HealthCheck>;
  /**
   * Work the area runs beside requests (recurring's auto-posting, the nightly backup): called once
   * on the root instance before the routes, so it can add onReady/onClose hooks.
   */
  schedule?: (app: FastifyInstance, ctx: AreaContext) => void;
  /**
   * The rows it owns, as the user's backup holds them (lib/backup/kind.ts): each a table the
   * archive writes as data/<kind>.json and the restore reads back. A table that only caches what
   * others hold (daily deltas, expense totals, loan balance days) is not one.
   */
  backupKinds?: readonly BackupKind[];
  // Still to come, with the home-dashboard work: its card on the home page, and the items it
  // raises for the user's attention.
}
