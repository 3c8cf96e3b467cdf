import type { z } from 'zod';
import { accountEndpoints } from './accounts.js';
import { activityEndpoints } from './activity.js';
import { backupEndpoints } from './backup.js';
import { adminEndpoints } from './admin.js';
import { authEndpoints } from './auth.js';
import { apiTokenEndpoints } from './api-tokens.js';
import { dashboardEndpoints } from './dashboard.js';
import type { Endpoint } from './define.js';
import { expenseEndpoints } from './expenses.js';
import { forecastingEndpoints } from './forecasting.js';
import { fxEndpoints } from './fx.js';
import { healthEndpoints } from './health.js';
import { holdingEndpoints } from './holdings.js';
import { loanEndpoints } from './loans.js';
import { passkeyEndpoints } from './passkeys.js';
import { priceEndpoints } from './prices.js';
import { realEstateEndpoints } from './real-estate.js';
import type { RouteKey } from './routes.js';
import { settingsEndpoints } from './settings.js';
import { tradingEndpoints } from './trading.js';
import { transactionEndpoints } from './transactions.js';
import { twoFactorEndpoints } from './two-factor.js';
import { uploadEndpoints } from './uploads.js';

export * from './routes.js';
export type { Endpoint, EndpointParts, Responses } from './define.js';
export * from './shared.js';

/**
 * Every HTTP operation of the server by key: method, path and the zod schemas of its params,
 * query, body and answers, the same objects the server's routes validate with. The server's
 * endpoint-map test fails when a route and its entry differ.
 */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...apiTokenEndpoints,
  ...settingsEndpoints,
  ...uploadEndpoints,
  ...adminEndpoints,
  ...accountEndpoints,
  ...transactionEndpoints,
  ...tradingEndpoints,
  ...priceEndpoints,
  ...holdingEndpoints,
  ...realEstateEndpoints,
  ...loanEndpoints,
  ...fxEndpoints,
  ...dashboardEndpoints,
  ...expenseEndpoints,
  ...forecastingEndpoints,
  ...backupEndpoints,
  ...activityEndpoints,
  ...twoFactorEndpoints,
  ...passkeyEndpoints,
} satisfies Record<RouteKey, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

type SchemaAt<K extends EndpointKey, P extends string> = Endpoints[K] extends {
  readonly [Q in P]: infer S extends z.ZodType;
}
  ? S
  : never;
type Maybe<S> = [S] extends [never] ? undefined : S;

/**
 * The values a client hands in for a URL part: the schema's output types (an id is a number, the
 * URL carries it as text), a key optional where the URL may leave it out (optional, defaulted).
 */
type UrlValues<S extends z.ZodType> = {
  [
    P in keyof z.output<S> as P extends keyof z.input<S>
      ? undefined extends z.input<S>[P]
        ? never
        : P
      : never
  ]: z.output<S>[P];
} & { [P in keyof z.output<S>]?: z.output<S>[P] };
type UrlPart<K extends EndpointKey, P extends string> = [SchemaAt<K, P>] extends [never]
  ? undefined
  : UrlValues<SchemaAt<K, P>>;

/** The path parameters, as values. */
export type ParamsOf<K extends EndpointKey> = UrlPart<K, 'params'>;
/** The query, as values (undefined ones are left out of the URL). */
export type QueryOf<K extends EndpointKey> = UrlPart<K, 'query'>;
/** The JSON body as a client sends it (fields with a default may be left out). */
export type BodyOf<K extends EndpointKey> = Maybe<z.input<SchemaAt<K, 'body'>>>;

type Success<R> = {
  [S in keyof R]: `${S & number}` extends `2${string}`
    ? S extends 204
      ? void
      : R[S] extends z.ZodType
        ? z.output<R[S]>
        : never
    : never;
}[keyof R];
/** The answer of a success (any 2xx status); nothing (`void`) for a 204, which has no body. */
export type AnswerOf<K extends EndpointKey> = Success<Endpoints[K]['response']>;
