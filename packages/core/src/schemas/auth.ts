import { z } from 'zod';
import { scorePassword } from '../validation/password-strength.js';
import { isPhone } from '../validation/formats.js';
import { RULE_MESSAGES } from '../validation/rules.js';
import { sanitizeHtml } from '../validation/sanitize.js';
import { emailField, noNul, textField, timestampSchema } from './fields.js';
import { SCHEMA_MESSAGES } from './messages.js';
import { userSchema } from './user.js';

/** Registration and profile limits. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
/** Not in SPEC: bounds the work of hashing a hostile megabyte "password". */
export const PASSWORD_MAX = 128;
export const PHONE_MAX = 30;
/** Registration: the special characters one of which the password must hold. */
export const PASSWORD_SPECIALS = '@$!%*?&';

// Unicode classes, the same ones the strength scorer counts, so the two never disagree on 'É'.
const COMPLEXITY = [/\p{Lu}/u, /\p{Ll}/u, /[0-9]/, /[@$!%*?&]/];

/** A password needs upper, lower, digit and one of @$!%*?&. */
export function meetsPasswordComplexity(password: string): boolean {
  return COMPLEXITY.every((re) => re.test(password));
}

/**
 * Adds `message` and then each failing rule's feedback text (SPEC: "with a feedback list"), all on
 * the field, so the errors map reads e.g. password: ['Password is not strong enough', 'Add uppercase'].
 */
function addStrengthIssues(password: string, message: string, ctx: z.RefinementCtx) {
  const { strong, feedback } = scorePassword(password);
  if (strong) return;
  for (const text of [message, ...feedback]) ctx.addIssue({ code: 'custom', message: text });
}

/** A password field without trimming (spaces are legal password characters). */
function passwordField(label: string) {
  return textField(label, { min: 1, max: PASSWORD_MAX, trim: false });
}

/**
 * A new password: strong by the scorer, and with `registration` also SPEC's registration rule
 * (8+ characters with upper, lower, digit and one of @$!%*?&). Checked on the field, not the
 * object, so it is reported even when another field is missing.
 */
function newPasswordField(label: string, notStrongMessage: string, registration = false) {
  return passwordField(label).superRefine((password, ctx) => {
    if (registration) {
      if (password.length < PASSWORD_MIN) {
        ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.minLength(label, PASSWORD_MIN) });
      }
      if (!meetsPasswordComplexity(password)) {
        ctx.addIssue({ code: 'custom', message: SCHEMA_MESSAGES.passwordComplexity });
      }
    }
    addStrengthIssues(password, notStrongMessage, ctx);
  });
}

/**
 * Cross-field checks run whenever the two fields they compare are strings, even if some other
 * field failed (zod would otherwise skip object refinements after a missing field).
 */
function whenStrings(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const v = payload.value as Record<string, unknown> | null;
    return (
      typeof v === 'object' && v !== null && typeof v[a] === 'string' && typeof v[b] === 'string'
    );
  };
}

const usernameField = textField('Username', { min: USERNAME_MIN, max: USERNAME_MAX }).regex(
  USERNAME_PATTERN,
  { error: RULE_MESSAGES.pattern('Username') },
);
const firstNameField = textField('First name', { max: NAME_MAX });
const lastNameField = textField('Last name', { max: NAME_MAX });

/**
 * POST /api/auth/register. Strict: a `roles` (or any unknown) key is refused, since nobody chooses
 * a role at registration (DESIGN).
 */
export const registerBodySchema = z
  .strictObject({
    username: usernameField,
    email: emailField(),
    password: newPasswordField('Password', SCHEMA_MESSAGES.passwordNotStrong, true),
    confirmPassword: z.string({ error: RULE_MESSAGES.pattern('Confirm password') }).optional(),
    firstName: firstNameField,
    lastName: lastNameField,
  })
  .superRefine(
    (body, ctx) => {
      if (body.confirmPassword !== body.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: SCHEMA_MESSAGES.passwordsDoNotMatch,
        });
      }
    },
    { when: whenStrings('password', 'confirmPassword') },
  );
export type RegisterBody = z.infer<typeof registerBodySchema>;

// Login fields are loose on purpose: any failure reads the one SPEC message, and a wrong username
// must not be told apart from a malformed one.
const loginText = z
  .string({ error: SCHEMA_MESSAGES.usernamePasswordRequired })
  .refine(noNul, SCHEMA_MESSAGES.usernamePasswordRequired)
  .optional();

/**
 * POST /api/auth/login: `{ username, password }` or `{ email, password }`; username may hold an
 * e-mail. Parses to `{ identifier, password }`, the username HTML-sanitised and trimmed.
 */
export const loginBodySchema = z
  .strictObject({ username: loginText, email: loginText, password: loginText })
  .superRefine((body, ctx) => {
    const identifier = (body.username ?? '').trim() || (body.email ?? '').trim();
    if (identifier === '' || !body.password) {
      const path =
        identifier === '' ? (body.email !== undefined ? 'email' : 'username') : 'password';
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: SCHEMA_MESSAGES.usernamePasswordRequired,
      });
    }
  })
  .transform((body) => {
    const username = (body.username ?? '').trim();
    return {
      identifier: username !== '' ? sanitizeHtml(username) : (body.email ?? '').trim(),
      password: body.password ?? '',
    };
  });
export type LoginBody = z.input<typeof loginBodySchema>;
export type LoginCredentials = z.output<typeof loginBodySchema>;

/** POST /api/auth/change-password. */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: passwordField('Current password'),
    newPassword: newPasswordField('New password', SCHEMA_MESSAGES.newPasswordNotStrong),
  })
  .superRefine(
    (body, ctx) => {
      if (body.newPassword !== '' && body.newPassword === body.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: SCHEMA_MESSAGES.newPasswordSameAsCurrent,
        });
      }
    },
    { when: whenStrings('currentPassword', 'newPassword') },
  );
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/auth/forgot-password. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailField() });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Reset and verification tokens are opaque; the bound only refuses absurd input early. */
export const TOKEN_MAX = 512;

/** POST /api/auth/reset-password. */
export const resetPasswordBodySchema = z.strictObject({
  token: textField('Token', { max: TOKEN_MAX }),
  password: newPasswordField('Password', SCHEMA_MESSAGES.passwordNotStrong),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** GET /api/auth/verify-email?token=. */
export const verifyEmailQuerySchema = z.object({ token: textField('Token', { max: TOKEN_MAX }) });
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

/** PUT /api/auth/me (profile update). phone may be left out, null or '' to clear it. */
export const updateProfileBodySchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField(),
  phone: z
    .string({ error: RULE_MESSAGES.phone('Phone') })
    .trim()
    .max(PHONE_MAX, { error: RULE_MESSAGES.maxLength('Phone', PHONE_MAX) })
    .refine((v) => v === '' || isPhone(v), { error: RULE_MESSAGES.phone('Phone') })
    .nullish(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** Login and refresh answer. */
export const authSessionSchema = z
  .object({ accessToken: z.string(), csrfToken: z.string(), user: userSchema })
  .meta({ id: 'AuthSession' });
export type AuthSession = z.infer<typeof authSessionSchema>;

/** GET/PUT /api/auth/me. */
export const userResponseSchema = z.object({ user: userSchema }).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * GET /api/auth/me: the user, and the session's CSRF token. A new browser tab has the access token
 * (localStorage) but not the CSRF token (sessionStorage); it takes it from here. Safe: the
 * call needs the bearer token, which a cross-site page can neither send nor read the answer of.
 * A personal API token has no session, hence no CSRF token (it needs none): then it is absent.
 */
export const meResponseSchema = userResponseSchema
  .extend({
    csrfToken: z
      .string()
      .optional()
      .meta({ description: 'Absent when the caller is a personal API token' }),
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/auth/providers: which external sign-ins are configured, for the login page. */
export const authProvidersSchema = z.object({ google: z.boolean() }).meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** POST /api/auth/register (201). */
export const registerResponseSchema = z
  .object({ user: userSchema, message: z.string() })
  .meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** GET /api/auth/debug (admin only): never a secret. */
export const authDebugSchema = z
  .object({
    user: userSchema,
    session: z.object({ id: z.string(), createdAt: timestampSchema, expiresAt: timestampSchema }),
    requestId: z.string(),
  })
  .meta({ id: 'AuthDebug' });
export type AuthDebug = z.infer<typeof authDebugSchema>;
