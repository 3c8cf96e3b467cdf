import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../lib/i18n';
import { detailText, deviceLabel } from './activity-text';

beforeAll(() => setLocale('en'));

describe('detailText', () => {
  it('puts what the server writes into words', () => {
    expect(detailText(i18n.t, { event: 'sign_in', detail: { method: 'oidc' } })).toBe(
      'With: Google',
    );
    expect(
      detailText(i18n.t, {
        event: 'admin_user_changed',
        detail: { role: 'ADMIN', action: 'added' },
      }),
    ).toBe('Role ADMIN added');
    expect(detailText(i18n.t, { event: 'admin_user_changed', detail: { active: false } })).toBe(
      'Account deactivated',
    );
    expect(detailText(i18n.t, { event: 'backup_restored', detail: { replace: true } })).toBe(
      'Replaced the existing data',
    );
    expect(
      detailText(i18n.t, { event: 'admin_user_deleted', detail: { userId: 7, username: 'carol' } }),
    ).toBe('carol (#7)');
    expect(detailText(i18n.t, { event: 'sign_in_failed', detail: { identifier: 'bob' } })).toBe(
      'Name tried: bob',
    );
    expect(detailText(i18n.t, { event: 'token_created', detail: { name: 'CI' } })).toBe('Name: CI');
  });

  it('keeps an unknown key as key: value, and an empty detail empty', () => {
    expect(
      detailText(i18n.t, { event: 'passkey_added', detail: { aaguid: 'x', n: { a: 1 } } }),
    ).toBe('aaguid: x · n: {"a":1}');
    expect(detailText(i18n.t, { event: 'sign_out', detail: {} })).toBe('');
  });

  it('speaks Arabic', async () => {
    await setLocale('ar');
    expect(detailText(i18n.t, { event: 'sign_in', detail: { method: 'password' } })).toBe(
      'بواسطة: كلمة المرور',
    );
    await setLocale('en');
  });
});

describe('deviceLabel', () => {
  it('names browser and system, or says it does not know', () => {
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
    expect(deviceLabel(i18n.t, ua)).toBe('Chrome on Windows');
    expect(deviceLabel(i18n.t, null)).toBe('Unknown device');
  });
});
