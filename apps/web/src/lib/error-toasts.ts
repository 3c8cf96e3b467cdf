import { notifications } from '@mantine/notifications';
import {
  LOAN_MESSAGES,
  ADMIN_MESSAGES,
  AppError,
  AUTH_MESSAGES,
  ERROR_CATALOGUE,
  PASSWORD_FEEDBACK,
  SCHEMA_MESSAGES,
  STATUS_MESSAGES,
  type ClientMessageKey,
} from '@wealthlog/core';
import type { TFunction } from 'i18next';
import { PATHS, isPublicPath } from './paths';
import { apiCache } from './cache';
import { i18n } from './i18n';
import { currentPathname, navigateTo } from './navigation';
import { emitSessionEnded } from './session-events';
import { clearTokens } from './token';

/**
 * Toasts: the ONE place that turns an error into what the user reads. The query cache,
 * the mutation cache and any hand-written call site all come here, so a code maps to the same
 * text everywhere. `describeError` is pure (tested case by case); `showErrorToast` acts on it.
 */
export type MessageKey = `messages.${ClientMessageKey}`;

export type ErrorToast =
  | { kind: 'session-expired' }
  | { kind: 'forbidden' }
  | { kind: 'rate-limit' }
  | { kind: 'offline' }
  | { kind: 'validation'; details: string[] }
  | { kind: 'message'; message: string; code: string; reason?: string }
  | { kind: 'fallback'; key: MessageKey };

// 401s that mean "your session is gone"; AUTH_001/005/006 are answers to a sign-in and keep their text.
const SESSION_CODES: ReadonlySet<string> = new Set([
  'TOKEN_EXPIRED',
  'NO_TOKEN',
  'AUTH_002',
  'AUTH_003',
]);
const VALIDATION_CODES: ReadonlySet<string> = new Set(['VAL_001', 'VAL_002', 'VAL_003']);
// The status mapping's stand-ins for "the body could not be read": not a server text worth showing.
const GENERIC_TEXTS: ReadonlySet<string> = new Set(Object.values(STATUS_MESSAGES));

export function describeError(
  error: unknown,
  fallbackKey: MessageKey = 'messages.genericError',
): ErrorToast {
  if (!(error instanceof AppError)) {
    // fetch() rejects with a bare TypeError when offline (if anything ever skips the client).
    return error instanceof TypeError
      ? { kind: 'offline' }
      : { kind: 'fallback', key: fallbackKey };
  }
  if (error.code === 'NET_002') return { kind: 'offline' };
  if (error.status === 401 && SESSION_CODES.has(error.code)) return { kind: 'session-expired' };
  if (error.status === 403 || error.code === 'AUTH_004') return { kind: 'forbidden' };
  if (error.status === 429 || error.code === 'RATE_001' || error.code === 'SYS_003') {
    return { kind: 'rate-limit' };
  }
  if (VALIDATION_CODES.has(error.code) || error.status === 400) {
    const details = Object.values(error.errors ?? {}).flat();
    // No field map, but a specific message (e.g. an upload's type rule): that is the detail.
    if (details.length === 0 && isSpecific(error)) details.push(error.message);
    return { kind: 'validation', details };
  }
  if (isSpecific(error)) {
    return {
      kind: 'message',
      message: error.message,
      code: error.code,
      ...(error.reason ? { reason: error.reason } : {}),
    };
  }
  return { kind: 'fallback', key: fallbackKey };
}

/** True when the error carries a real text (not empty, not a generic status stand-in). */
function isSpecific(error: AppError): boolean {
  const message = error.message.trim();
  if (message === '' || GENERIC_TEXTS.has(message)) return false;
  return !(VALIDATION_CODES.has(error.code) && message === ERROR_CATALOGUE[error.code].message);
}

function keyOf(table: Record<string, string>, text: string): string | undefined {
  return Object.entries(table).find(([, value]) => value === text)?.[0];
}

/**
 * The server speaks English; texts we know (the catalogue, auth answers, schema rules, password
 * feedback) are shown in the user's language, anything else as sent.
 */
export function translateServerMessage(
  t: TFunction,
  message: string,
  code?: string,
  reason?: string,
): string {
  // The server names the condition: its text in the user's language, no English lookup.
  if (reason) return t(`serverMessages.${reason}`, { defaultValue: message });
  if (code && code in ERROR_CATALOGUE) {
    if (ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].message === message) {
      return t(`errors.${code}`);
    }
  }
  // A known text without a translation (yet) falls back to the English as sent.
  const server =
    keyOf(AUTH_MESSAGES, message) ??
    keyOf(SCHEMA_MESSAGES, message) ??
    keyOf(ADMIN_MESSAGES, message) ??
    keyOf(LOAN_MESSAGES, message);
  if (server) return t(`serverMessages.${server}`, { defaultValue: message });
  const feedback = keyOf(PASSWORD_FEEDBACK, message);
  if (feedback) return t(`password.feedback.${feedback}`);
  return message;
}

export function toastText(toast: ErrorToast, t: TFunction): string {
  switch (toast.kind) {
    case 'session-expired':
      return t('messages.sessionExpired');
    case 'forbidden':
      return t('messages.notAuthorized');
    case 'rate-limit':
      return t('messages.rateLimit');
    case 'offline':
      return t('messages.offline');
    case 'validation':
      return toast.details.length > 0
        ? t('messages.validationPrefix') +
            toast.details.map((d) => translateServerMessage(t, d)).join(', ')
        : t('messages.validationFallback');
    case 'message':
      return translateServerMessage(t, toast.message, toast.code, toast.reason);
    case 'fallback':
      return t(toast.key);
  }
}

/** A 401 nobody can recover from clears the auth data and goes to /login. */
export function endSessionAndGoToLogin(): void {
  clearTokens();
  apiCache.clear();
  emitSessionEnded('unauthorized');
  if (!isPublicPath(currentPathname())) navigateTo(PATHS.login);
}

// A burst of failing queries (all 401, or all offline) must not stack identical toasts.
const DEDUPE_MS = 2000;
const recent = new Map<string, number>();

export function showErrorToast(error: unknown, fallbackKey?: MessageKey): ErrorToast {
  const toast = describeError(error, fallbackKey);
  if (toast.kind === 'session-expired') endSessionAndGoToLogin();
  const message = toastText(toast, i18n.t.bind(i18n) as TFunction);
  const now = Date.now();
  const last = recent.get(message);
  recent.set(message, now);
  if (last === undefined || now - last >= DEDUPE_MS) {
    notifications.show({ color: 'red', message, withBorder: true, autoClose: 6000 });
  }
  return toast;
}
