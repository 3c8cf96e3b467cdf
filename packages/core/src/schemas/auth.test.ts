import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  authSessionSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meetsPasswordComplexity,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyEmailQuerySchema,
} from './auth.js';
import { toFieldErrors } from './field-errors.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error);
}

// 'Xk9!mP2@' : len>=8 +1, lower +1, upper +1, digit +1, special +1, no triple +1, 'xk9' not sequential +1 → 7 (strong)
const STRONG = 'Xk9!mP2@';
// 'Qz7$wN4&rT' : len>=8 +1, lower +1, upper +1, digit +1, special +1, no triple +1, 'qz7' not sequential +1 → 7
const STRONG_2 = 'Qz7$wN4&rT';

const validRegistration = {
  username: 'john_doe-1',
  email: 'john@example.com',
  password: STRONG,
  confirmPassword: STRONG,
  firstName: 'John',
  lastName: 'Doe',
};

describe('registerBodySchema', () => {
  it('accepts a valid body and trims text fields', () => {
    const r = registerBodySchema.parse({
      ...validRegistration,
      username: ' john ',
      firstName: ' John ',
    });
    expect(r.username).toBe('john');
    expect(r.firstName).toBe('John');
    expect(r.password).toBe(STRONG);
  });

  it('accepts a body without confirmPassword', () => {
    const { confirmPassword: _, ...body } = validRegistration;
    expect(registerBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses unknown keys such as roles', () => {
    expect(errorsOf(registerBodySchema, { ...validRegistration, roles: ['ADMIN'] })).toEqual({
      roles: ['Roles is not allowed'],
    });
  });

  it.each([
    [undefined, 'Username is required'],
    ['', 'Username is required'],
    ['   ', 'Username is required'],
    ['jo', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['john doe', 'Username is invalid'],
    ['john@doe', 'Username is invalid'],
    ['<b>jo</b>', 'Username is invalid'],
    [42, 'Username is invalid'],
  ])('username %j → %s', (username, message) => {
    expect(errorsOf(registerBodySchema, { ...validRegistration, username }).username).toEqual([
      message,
    ]);
  });

  it('accepts usernames of exactly 3 and 30 characters', () => {
    for (const username of ['abc', 'a'.repeat(30)]) {
      expect(registerBodySchema.safeParse({ ...validRegistration, username }).success).toBe(true);
    }
  });

  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['john@', 'Email must be a valid email address'],
    ['john.example.com', 'Email must be a valid email address'],
  ])('email %j → %s', (email, message) => {
    expect(errorsOf(registerBodySchema, { ...validRegistration, email }).email).toEqual([message]);
  });

  it('lists the strength feedback after the SPEC message', () => {
    // 'Abcdef1!' : score 6 (sequential start 'Abc'), complexity met
    const e = errorsOf(registerBodySchema, {
      ...validRegistration,
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
    });
    expect(e).toEqual({
      password: ['Password is not strong enough', 'Avoid sequential characters'],
    });
  });

  it('reports the length rule, the strength message and its feedback for a short password', () => {
    // 'Xk9!mP2' : 7 chars, score 6 (length point missing)
    const e = errorsOf(registerBodySchema, {
      ...validRegistration,
      password: 'Xk9!mP2',
      confirmPassword: undefined,
    });
    expect(e.password).toEqual([
      'Password must be at least 8 characters',
      'Password is not strong enough',
      'At least 8 characters',
    ]);
  });

  it('requires one of @$!%*?& even when the score is strong', () => {
    // 'Xk9#mP2q' : score 7 ('#' is special for the scorer) but '#' is not in @$!%*?&
    const e = errorsOf(registerBodySchema, {
      ...validRegistration,
      password: 'Xk9#mP2q',
      confirmPassword: 'Xk9#mP2q',
    });
    expect(e).toEqual({
      password: [
        'Password must contain an uppercase letter, a lowercase letter, a number and one of @$!%*?&',
      ],
    });
  });

  it('says only "required" for a missing password', () => {
    expect(
      errorsOf(registerBodySchema, {
        ...validRegistration,
        password: '',
        confirmPassword: undefined,
      }),
    ).toEqual({
      password: ['Password is required'],
    });
  });

  it('caps the password length', () => {
    const long = `${STRONG}${'a1B'.repeat(50)}`;
    expect(
      errorsOf(registerBodySchema, { ...validRegistration, password: long, confirmPassword: long })
        .password,
    ).toEqual(['Password must be at most 128 characters']);
  });

  it('reports every field at once, cross-field checks included', () => {
    const e = errorsOf(registerBodySchema, {
      email: 'john@example.com',
      password: 'Abcdef1!',
      confirmPassword: 'other',
      firstName: 'John',
      lastName: 'Doe',
    });
    expect(e).toEqual({
      username: ['Username is required'],
      password: ['Password is not strong enough', 'Avoid sequential characters'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('reports mismatching passwords on confirmPassword', () => {
    expect(
      errorsOf(registerBodySchema, { ...validRegistration, confirmPassword: STRONG_2 }),
    ).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'x'.repeat(51), 'First name must be at most 50 characters'],
    ['lastName', undefined, 'Last name is required'],
    ['lastName', 'x'.repeat(51), 'Last name must be at most 50 characters'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorsOf(registerBodySchema, { ...validRegistration, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('accepts names of exactly 1 and 50 characters', () => {
    const body = { ...validRegistration, firstName: 'J', lastName: 'x'.repeat(50) };
    expect(registerBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('meetsPasswordComplexity', () => {
  it.each([
    ['Xk9!mP2q', true],
    ['Éa1@', true],
    ['xk9!mp2q', false],
    ['XK9!MP2Q', false],
    ['Xk!!mPzq', false],
    ['Xk9#mP2q', false],
  ])('%s → %s', (pw, ok) => expect(meetsPasswordComplexity(pw)).toBe(ok));
});

describe('loginBodySchema', () => {
  it('parses a username login into an identifier', () => {
    expect(loginBodySchema.parse({ username: ' john ', password: ' pw ' })).toEqual({
      identifier: 'john',
      password: ' pw ',
    });
  });

  it('parses an e-mail login', () => {
    expect(loginBodySchema.parse({ email: 'john@example.com', password: 'pw' })).toEqual({
      identifier: 'john@example.com',
      password: 'pw',
    });
  });

  it('lets username hold an e-mail', () => {
    expect(loginBodySchema.parse({ username: 'john@example.com', password: 'pw' }).identifier).toBe(
      'john@example.com',
    );
  });

  it('HTML-sanitises the username', () => {
    expect(loginBodySchema.parse({ username: '<b>john</b>', password: 'pw' }).identifier).toBe(
      'john',
    );
    expect(loginBodySchema.parse({ username: 'a&b', password: 'pw' }).identifier).toBe('a&amp;b');
  });

  it('falls back to email when username is blank', () => {
    expect(
      loginBodySchema.parse({ username: '', email: 'j@example.com', password: 'pw' }).identifier,
    ).toBe('j@example.com');
  });

  it.each([
    [{}, 'username'],
    [{ password: 'pw' }, 'username'],
    [{ username: '  ', password: 'pw' }, 'username'],
    [{ email: '', password: 'pw' }, 'email'],
    [{ username: 'john' }, 'password'],
    [{ username: 'john', password: '' }, 'password'],
    [{ username: 42, password: 'pw' }, 'username'],
  ])('%j → SPEC message on %s', (body, path) => {
    expect(errorsOf(loginBodySchema, body)).toEqual({
      [path]: ['Username and password are required'],
    });
  });

  it('refuses unknown keys', () => {
    expect(errorsOf(loginBodySchema, { username: 'j', password: 'p', remember: true })).toEqual({
      remember: ['Remember is not allowed'],
    });
  });
});

describe('changePasswordBodySchema', () => {
  it('accepts a strong, different new password', () => {
    expect(
      changePasswordBodySchema.safeParse({ currentPassword: 'old', newPassword: STRONG }).success,
    ).toBe(true);
  });

  it('refuses a weak one with feedback', () => {
    // 'password' : len>=8 +1, lower +1, upper 0, digit 0, special 0, no triple +1, no sequential +1 → 4
    expect(
      errorsOf(changePasswordBodySchema, { currentPassword: 'old', newPassword: 'password' }),
    ).toEqual({
      newPassword: [
        'New password is not strong enough',
        'Add uppercase',
        'Add numbers',
        'Add special characters',
      ],
    });
  });

  it('refuses the current password', () => {
    expect(
      errorsOf(changePasswordBodySchema, { currentPassword: STRONG, newPassword: STRONG }),
    ).toEqual({
      newPassword: ['New password must be different from current password'],
    });
  });

  it('says only "required" for blank fields', () => {
    expect(errorsOf(changePasswordBodySchema, { currentPassword: '', newPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['New password is required'],
    });
  });

  it('checks the new password even when the current one is missing', () => {
    expect(errorsOf(changePasswordBodySchema, { newPassword: 'password' }).newPassword?.[0]).toBe(
      'New password is not strong enough',
    );
  });

  it('requires both fields', () => {
    expect(errorsOf(changePasswordBodySchema, {})).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['New password is required'],
    });
  });
});

describe('forgot / reset / verify', () => {
  it('forgot-password takes a valid e-mail', () => {
    expect(forgotPasswordBodySchema.safeParse({ email: 'a@example.com' }).success).toBe(true);
    expect(errorsOf(forgotPasswordBodySchema, { email: 'nope' })).toEqual({
      email: ['Email must be a valid email address'],
    });
  });

  it('reset-password needs a token and a strong password', () => {
    expect(resetPasswordBodySchema.safeParse({ token: 't0k3n', password: STRONG }).success).toBe(
      true,
    );
    expect(errorsOf(resetPasswordBodySchema, { password: 'Abcdef1!' })).toEqual({
      token: ['Token is required'],
      password: ['Password is not strong enough', 'Avoid sequential characters'],
    });
  });

  it('verify-email needs a token', () => {
    expect(errorsOf(verifyEmailQuerySchema, {})).toEqual({ token: ['Token is required'] });
  });
});

describe('updateProfileBodySchema', () => {
  const profile = {
    firstName: 'Jane',
    lastName: 'Roe',
    email: 'jane@example.com',
    phone: '+33 6 12 34 56 78',
  };

  it('accepts a full profile', () => {
    expect(updateProfileBodySchema.parse(profile)).toEqual(profile);
  });

  it.each([undefined, null, ''])('lets phone be %j (cleared)', (phone) => {
    expect(updateProfileBodySchema.safeParse({ ...profile, phone }).success).toBe(true);
  });

  it('refuses bad fields with SPEC messages', () => {
    expect(
      errorsOf(updateProfileBodySchema, {
        firstName: '',
        lastName: 'x'.repeat(51),
        email: 'x',
        phone: 'call me',
      }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name must be at most 50 characters'],
      email: ['Email must be a valid email address'],
      phone: ['Phone must be a valid phone number'],
    });
  });
});

describe('response schemas', () => {
  it('AuthSession carries tokens and the user', () => {
    const user = {
      id: 1,
      username: 'john',
      email: 'john@example.com',
      firstName: 'John',
      lastName: 'Doe',
      phone: null,
      roles: ['ADMIN'],
      emailVerified: true,
      createdAt: '2024-01-01T00:00:00.000Z',
    };
    expect(
      authSessionSchema.safeParse({ accessToken: 'a.b.c', csrfToken: 'x', user }).success,
    ).toBe(true);
    expect(authSessionSchema.safeParse({ accessToken: 'a.b.c', user }).success).toBe(false);
  });
});
