/** Every 5xx: what the browser may have been answered when it names the failure NET_003. */
const SERVER_ERROR_STATUSES = Array.from({ length: 100 }, (_, i) => 500 + i);

/**
 * The product's error catalogue (docs/product.md "Errors") plus the two token codes of API.md.
 * One source of truth: the server's error handler, the OpenAPI document and the web client's
 * toast mapping all read this table. `status` is a code's usual status; `also` lists the only
 * other statuses it may answer, each for the conditions its comment names (AppError refuses any
 * other outside production).
 */
export const ERROR_CATALOGUE = {
  AUTH_001: { status: 401, message: 'Invalid credentials' },
  AUTH_002: { status: 401, message: 'Token expired' },
  AUTH_003: { status: 401, message: 'Token invalid' },
  AUTH_004: { status: 403, message: 'You are not authorized to perform this action.' },
  AUTH_005: { status: 401, message: 'E-mail not verified' },
  AUTH_006: { status: 401, message: 'User inactive' },
  NO_TOKEN: { status: 401, message: 'No token provided' },
  TOKEN_EXPIRED: { status: 401, message: 'Token expired' },
  // 413: the request body or an uploaded file is over its size limit.
  VAL_001: { status: 400, also: [413], message: 'Validation failed' },
  VAL_002: { status: 400, message: 'Missing field' },
  // 414: the URL is too long; 415: a content or file type not accepted; 431: the request line or
  // headers are over Node's limit (answered before Fastify sees the request).
  VAL_003: { status: 400, also: [414, 415, 431], message: 'Invalid format' },
  BUS_001: { status: 422, message: 'Insufficient funds' },
  BUS_002: { status: 409, message: 'Duplicate entry' },
  // 413: an upload over the user's storage quota.
  BUS_003: { status: 422, also: [413], message: 'Limit exceeded' },
  // 409 (API.md): deleting an account or a property that still has rows, without cascade; and a
  // repeat of an idempotent request whose first try is still running.
  BUS_004: { status: 422, also: [409], message: 'Invalid operation' },
  DB_001: { status: 503, message: 'Database connection failed' },
  DB_002: { status: 500, message: 'Database query failed' },
  DB_003: { status: 500, message: 'Database transaction failed' },
  DB_004: { status: 404, message: 'Resource not found' },
  // NET_* are raised by the browser client only: the server never answers with them.
  NET_001: { status: 408, message: 'Request timed out' },
  NET_002: { status: 0, message: 'No internet connection. Please check your network.' },
  // Any 5xx: the browser's name for a server failure it could not read.
  NET_003: { status: 500, also: SERVER_ERROR_STATUSES, message: 'Server error occurred' },
  SYS_001: { status: 500, message: 'Server error occurred' },
  // 404: signing in with Google on a server where it is not configured.
  SYS_002: { status: 503, also: [404], message: 'Service unavailable' },
  SYS_003: { status: 429, message: 'Too many requests' },
  RATE_001: { status: 429, message: 'Too many requests' },
} as const satisfies Record<string, { status: number; also?: readonly number[]; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** The statuses a code may answer: its usual one first, then the catalogue's `also`. */
export function allowedStatuses(code: ErrorCode): readonly number[] {
  const entry: { status: number; also?: readonly number[] } = ERROR_CATALOGUE[code];
  return [entry.status, ...(entry.also ?? [])];
}

export function isStatusAllowed(code: ErrorCode, status: number): boolean {
  return allowedStatuses(code).includes(status);
}

/**
 * Whether AppError checks statuses against the catalogue: under Node outside production (the
 * server in development, every test run). A browser has no `process`, and production answers
 * rather than fails; there, a status the catalogue does not list still goes out as given.
 */
function checksStatuses(): boolean {
  const node = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return node?.env !== undefined && node.env.NODE_ENV !== 'production';
}

/** Field name → messages, as in the `errors` map of a VAL_001 envelope. */
export type FieldErrors = Record<string, string[]>;

/**
 * The error envelope of API.md, for every non-2xx answer. Its zod schema (for the server and the
 * OpenAPI document) is schemas/error-envelope.ts; this module stays free of zod because the web
 * frame reads errors before any area loads (the first download stays small).
 */
export interface ErrorEnvelope {
  code: string;
  message: string;
  errors?: FieldErrors;
  /** Which condition of the code it is ('currencyLocked' of BUS_004): what clients translate. */
  reason?: string;
  requestId: string;
}

/** Whether a parsed body is an error envelope: the same shape errorEnvelopeSchema accepts. */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const optionalString = (x: unknown) => x === undefined || typeof x === 'string';
  return (
    typeof v.code === 'string' &&
    typeof v.message === 'string' &&
    typeof v.requestId === 'string' &&
    optionalString(v.reason) &&
    (v.errors === undefined || isFieldErrors(v.errors))
  );
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
  );
}

export interface AppErrorOptions {
  /**
   * Overrides the catalogue's status with one of the code's `also` (e.g. VAL_001 answers 413 for
   * an oversize upload); any other is refused outside production, unless `relayed`.
   */
  status?: number;
  /**
   * The status was chosen elsewhere and is passed on, not chosen here: the web client rebuilding
   * an answer it received, the server relaying a framework's 4xx. The catalogue does not bind it.
   */
  relayed?: boolean;
  errors?: FieldErrors;
  cause?: unknown;
  /** Extra headers the server sends with this error (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** The condition, machine-readable (a key of its feature's message table, SERVER_REASONS). */
  reason?: string;
}

/** The one error type: services throw it, the server serialises it, the client rebuilds it. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;
  readonly reason?: string;
  requestId?: string;

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? ERROR_CATALOGUE[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_CATALOGUE[code].status;
    if (!options.relayed && !isStatusAllowed(code, this.status) && checksStatuses()) {
      throw new Error(
        `${code} may not answer ${this.status}: ERROR_CATALOGUE allows ${allowedStatuses(code).join(', ')}`,
      );
    }
    if (options.errors) this.errors = options.errors;
    if (options.headers) this.headers = options.headers;
    if (options.reason) this.reason = options.reason;
  }

  toEnvelope(requestId: string): ErrorEnvelope {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
      requestId,
    };
  }

  static isAppError(value: unknown): value is AppError {
    return value instanceof AppError;
  }

  /** A validation failure with a field → messages map (400 VAL_001). */
  static validation(errors: FieldErrors, message = ERROR_CATALOGUE.VAL_001.message): AppError {
    return new AppError('VAL_001', message, { errors });
  }

  static notFound(): AppError {
    return new AppError('DB_004');
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CATALOGUE;
}

/** The generic text for an HTTP status when nothing better is known. */
export const STATUS_MESSAGES = {
  auth: 'Authentication error',
  validation: 'Validation error',
  notFound: 'Resource not found',
  tooMany: 'Too many requests',
  server: 'Server error occurred',
  unexpected: 'An unexpected error occurred',
} as const;

export type StatusCategory = keyof typeof STATUS_MESSAGES;

export function statusCategory(status: number): StatusCategory {
  if (status === 401) return 'auth';
  if (status === 400) return 'validation';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooMany';
  if (status >= 500 && status < 600) return 'server';
  return 'unexpected';
}

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[statusCategory(status)];
}

/** The toasts and local messages, word for word. The web client translates them by key. */
export const CLIENT_MESSAGES = {
  sessionExpired: 'Your session has expired. Please login again.',
  notAuthorized: 'You are not authorized to perform this action.',
  rateLimit: 'Too many requests. Please slow down.',
  offline: 'No internet connection. Please check your network.',
  validationPrefix: 'Validation error: ',
  validationFallback: 'Please check your input and try again.',
  genericError: 'An error occurred. Please try again.',
  tooManyLogins: 'Too many login attempts. Please wait.',
  tooManyRegistrations: 'Too many registration attempts. Please wait.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  getUserFailed: 'Failed to get user',
  passwordResetRequestFailed: 'Password reset request failed',
  passwordResetFailed: 'Password reset failed',
  emailVerificationFailed: 'Email verification failed',
  fileUploadFailed: 'File upload failed',
  loading: 'Loading WealthLog...',
} as const;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;

/** 'Failed to get/create/update/delete ...' per resource. */
export function resourceFailureMessage(
  action: 'get' | 'create' | 'update' | 'delete',
  resource: string,
): string {
  return `Failed to ${action} ${resource}`;
}
