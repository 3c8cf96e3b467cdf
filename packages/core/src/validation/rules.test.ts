import { describe, expect, it } from 'vitest';
import {
  RULE_MESSAGES,
  date,
  email,
  fieldLabel,
  hasErrors,
  max,
  maxLength,
  min,
  minLength,
  oneOf,
  pattern,
  phone,
  required,
  url,
  validate,
} from './rules.js';

describe('RULE_MESSAGES', () => {
  it('spells every validation message of the spec', () => {
    expect(RULE_MESSAGES.required('Name')).toBe('Name is required');
    expect(RULE_MESSAGES.minLength('Username', 3)).toBe('Username must be at least 3 characters');
    expect(RULE_MESSAGES.maxLength('Username', 30)).toBe('Username must be at most 30 characters');
    expect(RULE_MESSAGES.pattern('Username')).toBe('Username is invalid');
    expect(RULE_MESSAGES.email('Email')).toBe('Email must be a valid email address');
    expect(RULE_MESSAGES.url('Website')).toBe('Website must be a valid URL');
    expect(RULE_MESSAGES.phone('Phone')).toBe('Phone must be a valid phone number');
    expect(RULE_MESSAGES.min('Amount', 0.01)).toBe('Amount must be at least 0.01');
    expect(RULE_MESSAGES.max('Age', 120)).toBe('Age must be at most 120');
    expect(RULE_MESSAGES.oneOf('Type', ['a', 'b'])).toBe('Type must be one of: a, b');
    expect(RULE_MESSAGES.date('Date')).toBe('Date must be a valid date');
  });
});

describe('required', () => {
  const rule = required();
  it.each([undefined, null, '', '   ', []])('fails on %j', (v) => {
    expect(rule(v, 'Name')).toBe('Name is required');
  });
  it.each(['x', 0, false, ['a']])('passes on %j', (v) => {
    expect(rule(v, 'Name')).toBeNull();
  });
});

describe('minLength / maxLength', () => {
  it('checks the bounds inclusively', () => {
    expect(minLength(3)('ab', 'Username')).toBe('Username must be at least 3 characters');
    expect(minLength(3)('abc', 'Username')).toBeNull();
    expect(maxLength(5)('abcdef', 'Code')).toBe('Code must be at most 5 characters');
    expect(maxLength(5)('abcde', 'Code')).toBeNull();
  });
  it('lets an empty value through (required decides)', () => {
    expect(minLength(3)('', 'Username')).toBeNull();
    expect(minLength(3)(undefined, 'Username')).toBeNull();
  });
});

describe('pattern', () => {
  it('uses the generic message unless given one', () => {
    expect(pattern(/^[a-z]+$/)('ABC', 'Code')).toBe('Code is invalid');
    expect(pattern(/^[a-z]+$/, 'Lowercase only')('ABC', 'Code')).toBe('Lowercase only');
    expect(pattern(/^[a-z]+$/)('abc', 'Code')).toBeNull();
  });
  it('gives the same answer twice with a global regex', () => {
    const rule = pattern(/a/g);
    expect(rule('a', 'X')).toBeNull();
    expect(rule('a', 'X')).toBeNull();
  });
});

describe('format rules', () => {
  it('email', () => {
    expect(email()('nope', 'Email')).toBe('Email must be a valid email address');
    expect(email()(' john@example.com ', 'Email')).toBeNull();
    expect(email()(42, 'Email')).toBe('Email must be a valid email address');
    expect(email()('', 'Email')).toBeNull();
  });
  it('url', () => {
    expect(url()('javascript:alert(1)', 'Website')).toBe('Website must be a valid URL');
    expect(url()('https://example.com', 'Website')).toBeNull();
  });
  it('phone', () => {
    expect(phone()('555.123', 'Phone')).toBe('Phone must be a valid phone number');
    expect(phone()('+1 (555) 123-4567', 'Phone')).toBeNull();
  });
  it('date', () => {
    expect(date()('2023-02-29', 'Date')).toBe('Date must be a valid date');
    expect(date()('2024-02-29', 'Date')).toBeNull();
  });
});

describe('min / max', () => {
  it('checks numbers inclusively', () => {
    expect(min(0.01)(0, 'Amount')).toBe('Amount must be at least 0.01');
    expect(min(0.01)(0.01, 'Amount')).toBeNull();
    expect(max(100)(100.5, 'Percent')).toBe('Percent must be at most 100');
    expect(max(100)(100, 'Percent')).toBeNull();
  });
  it('reads numeric strings from form inputs', () => {
    expect(min(1)('0', 'Account id')).toBe('Account id must be at least 1');
    expect(min(1)('2', 'Account id')).toBeNull();
  });
  it('fails on what is not a finite number', () => {
    expect(min(1)('abc', 'Qty')).toBe('Qty must be at least 1');
    expect(max(1)(Number.NaN, 'Qty')).toBe('Qty must be at most 1');
    expect(min(1)(Number.POSITIVE_INFINITY, 'Qty')).toBe('Qty must be at least 1');
  });
});

describe('oneOf', () => {
  it('lists the allowed values', () => {
    expect(oneOf(['light', 'dark'])('blue', 'Display mode')).toBe(
      'Display mode must be one of: light, dark',
    );
    expect(oneOf(['light', 'dark'])('dark', 'Display mode')).toBeNull();
    expect(oneOf([1, 2])('1', 'N')).toBe('N must be one of: 1, 2');
  });
});

describe('fieldLabel', () => {
  it.each([
    ['username', 'Username'],
    ['firstName', 'First name'],
    ['confirmPassword', 'Confirm password'],
    ['confirm_password', 'Confirm password'],
    ['accountId', 'Account id'],
  ])('%s → %s', (key, label) => expect(fieldLabel(key)).toBe(label));
});

describe('validate', () => {
  const ruleMap = {
    username: [required(), minLength(3), maxLength(30)],
    email: [required(), email()],
    website: [url()],
    phone: { label: 'Telephone', rules: [phone()] },
  };

  it('returns an empty map when everything passes', () => {
    const errors = validate({ username: 'john', email: 'j@example.com' }, ruleMap);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('collects messages per field with derived or given labels', () => {
    const errors = validate({ username: 'jo', email: '', website: 'nope', phone: 'x' }, ruleMap);
    expect(errors).toEqual({
      username: ['Username must be at least 3 characters'],
      email: ['Email is required'],
      website: ['Website must be a valid URL'],
      phone: ['Telephone must be a valid phone number'],
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('reports every failing rule of a field', () => {
    const errors = validate({ code: 'AB' }, { code: [minLength(3), pattern(/^[a-z]+$/)] });
    expect(errors).toEqual({ code: ['Code must be at least 3 characters', 'Code is invalid'] });
  });
});
