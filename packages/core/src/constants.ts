/**
 * Every business constant of the product, once (docs/product.md "Limits"). Durations are in
 * milliseconds unless the name says otherwise; sizes in bytes.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const LOGIN_ATTEMPTS = { max: 5, windowMs: 60 * SECOND } as const;
export const REGISTRATION_ATTEMPTS = { max: 5, windowMs: 60 * SECOND } as const;
export const GLOBAL_CLIENT_REQUESTS = { max: 100, windowMs: 60 * SECOND } as const;

export const SESSION_LIFETIME_MS = 30 * MINUTE;
export const INACTIVITY_LIMIT_MS = 15 * MINUTE;
/** Inactivity is checked every 15 minutes. */
export const INACTIVITY_CHECK_INTERVAL_MS = 15 * MINUTE;
export const SESSION_ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;

export const REQUEST_TIMEOUT_MS = 30 * SECOND;
export const RETRY = { attempts: 3, baseDelayMs: 1 * SECOND, factor: 2 } as const;
export const CIRCUIT_BREAKER = { failureThreshold: 5, resetTimeoutMs: 30 * SECOND } as const;
export const CACHE_CLEANUP_INTERVAL_MS = 60 * SECOND;
export const AUTH_ME_CACHE_TTL_MS = 5 * MINUTE;
export const NETWORTH_CACHE_TTL_MS = 60 * SECOND;

export const MAX_UPLOAD_BYTES = 10_485_760;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'application/msword', 'text/plain'] as const;

export const PASSWORD_STRENGTH_MAX = 10;
export const PASSWORD_STRENGTH_THRESHOLD = 7;

export const SLOW_OPERATION_MS = 5 * SECOND;
export const LOG_BUFFER_SIZE = 100;
export const METRICS_BUFFER_SIZE = 1000;
export const STALE_OPERATION_MS = 5 * MINUTE;

export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export const SIDEBAR_WIDTH_EXPANDED_PX = 256;
export const SIDEBAR_WIDTH_COLLAPSED_PX = 80;
export const DRAWER_WIDTH_PX = 288;

export const DISPLAY_MODES = ['light', 'dark', 'system'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
export const DEFAULT_DISPLAY_MODE: DisplayMode = 'system';

/** The time zone until the user picks theirs: it decides their "today" and their days' edges. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Storage keys of the display mode and the tokens. */
export const STORAGE_KEYS = {
  displayMode: 'displayMode',
  theme: 'theme',
  accessToken: 'accessToken',
  csrfToken: 'csrfToken',
  locale: 'locale',
  sidebarCollapsed: 'sidebarCollapsed',
} as const;

/** API.md: Page `pageSize` ≤ 500. */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;

/** The JWT access token lives 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
