import { type ActivityItem, parseUserAgent } from '@wealthlog/core';
import type { TFunction } from 'i18next';

const METHODS = new Set(['password', 'totp', 'recovery', 'passkey', 'oidc']);

/** 'Chrome on Windows' from a User-Agent, as the sessions list names devices. */
export function deviceLabel(t: TFunction, userAgent: string | null): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return t('activity.deviceOn', { browser, os });
  return browser ?? os ?? t('activity.unknownDevice');
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/**
 * The row's detail in words: the keys the server writes (lib/activity.ts callers) each have a
 * sentence; anything else is shown as `key: value`, so a detail another area adds is never lost.
 */
export function detailText(t: TFunction, item: Pick<ActivityItem, 'event' | 'detail'>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(item.detail)) {
    const text = str(value);
    if (key === 'method' && text !== null && METHODS.has(text)) {
      parts.push(t('activity.details.method', { method: t(`activity.methods.${text}`) }));
    } else if (key === 'role' && text !== null) {
      const added = item.detail.action === 'added';
      parts.push(
        t(added ? 'activity.details.roleAdded' : 'activity.details.roleRemoved', { role: text }),
      );
    } else if (key === 'action' && typeof item.detail.role === 'string') {
      continue; // said with the role
    } else if (key === 'active' && typeof value === 'boolean') {
      parts.push(t(value ? 'activity.details.activated' : 'activity.details.deactivated'));
    } else if (key === 'replace' && typeof value === 'boolean') {
      parts.push(t(value ? 'activity.details.replaced' : 'activity.details.merged'));
    } else if (key === 'identifier' && text !== null) {
      parts.push(t('activity.details.identifier', { identifier: text }));
    } else if (key === 'username' && text !== null) {
      parts.push(
        t('activity.details.deletedUser', {
          username: text,
          userId: str(item.detail.userId) ?? '?',
        }),
      );
    } else if (key === 'userId' && typeof item.detail.username === 'string') {
      continue; // said with the username
    } else if (key === 'name' && text !== null) {
      parts.push(t('activity.details.name', { name: text }));
    } else if (key === 'count' && text !== null) {
      parts.push(t('activity.details.count', { count: text }));
    } else {
      parts.push(`${key}: ${text ?? JSON.stringify(value)}`);
    }
  }
  return parts.join(' · ');
}
