import { NAME_MAX, PHONE_MAX, isEmail, isPhone } from '@wealthlog/core';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

/** A failed rule as a `rules.*` translation key ({{field}} is the translated label). */
export interface RuleFailure {
  key: 'rules.required' | 'rules.maxLength' | 'rules.email' | 'rules.phone';
  values?: { n: number };
}

/**
 * Profile update rules (names 1-50, a valid e-mail and phone), with core's limits and format
 * predicates (the ones the server's updateProfileBodySchema uses): names 1-50, a valid e-mail, an
 * optional valid phone. The English texts of `rules.*` are core's RULE_MESSAGES, so the words match
 * the server's.
 */
export function profileErrors(values: ProfileValues): Partial<Record<ProfileField, RuleFailure>> {
  const out: Partial<Record<ProfileField, RuleFailure>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const v = values[field].trim();
    if (v === '') out[field] = { key: 'rules.required' };
    else if (v.length > NAME_MAX) out[field] = { key: 'rules.maxLength', values: { n: NAME_MAX } };
  }
  const email = values.email.trim();
  if (email === '') out.email = { key: 'rules.required' };
  else if (!isEmail(email)) out.email = { key: 'rules.email' };
  const phone = values.phone.trim();
  if (phone.length > PHONE_MAX) out.phone = { key: 'rules.maxLength', values: { n: PHONE_MAX } };
  else if (phone !== '' && !isPhone(phone)) out.phone = { key: 'rules.phone' };
  return out;
}
