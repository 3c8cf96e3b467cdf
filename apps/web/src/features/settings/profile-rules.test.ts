import { updateProfileBodySchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { profileErrors, type ProfileField, type ProfileValues } from './profile-rules';

const VALID: ProfileValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 (20) 7946-0000',
};

// The labels the server's schema uses; the English form labels are the same words.
const LABELS: Record<ProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
};

/** The English text the form shows for each failing field. */
function formMessages(values: ProfileValues): Record<string, string> {
  const t = i18n.getFixedT('en');
  return Object.fromEntries(
    Object.entries(profileErrors(values)).map(([field, f]) => [
      field,
      t(f.key, { field: LABELS[field as ProfileField], ...f.values }),
    ]),
  );
}

/** The first message core's schema (the server's) gives for each failing field. */
function serverMessages(values: ProfileValues): Record<string, string> {
  const result = updateProfileBodySchema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    out[field] ??= issue.message;
  }
  return out;
}

describe('profile validation', () => {
  it('accepts a valid profile, and an empty phone', () => {
    expect(profileErrors(VALID)).toEqual({});
    expect(profileErrors({ ...VALID, phone: '' })).toEqual({});
  });

  it.each<[string, Partial<ProfileValues>, Record<string, string>]>([
    [
      'names required',
      { firstName: ' ', lastName: '' },
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
      },
    ],
    [
      'names at most 50',
      { firstName: 'a'.repeat(51) },
      {
        firstName: 'First name must be at most 50 characters',
      },
    ],
    ['e-mail required', { email: '' }, { email: 'Email is required' }],
    ['e-mail valid', { email: 'ada@' }, { email: 'Email must be a valid email address' }],
    ['phone valid', { phone: '12ab' }, { phone: 'Phone must be a valid phone number' }],
    [
      'phone only one leading plus',
      { phone: '1+2' },
      { phone: 'Phone must be a valid phone number' },
    ],
  ])('%s: the exact SPEC message, the same as the server', (_name, change, expected) => {
    const values = { ...VALID, ...change };
    expect(formMessages(values)).toEqual(expected);
    expect(serverMessages(values)).toEqual(expected);
  });

  it('translates the messages (French)', () => {
    const t = i18n.getFixedT('fr');
    expect(t('rules.required', { field: 'Prénom' })).toBe('Prénom est obligatoire');
  });
});
