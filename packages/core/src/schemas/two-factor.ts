import { z } from 'zod';
import { authSessionSchema, PASSWORD_MAX } from './auth.js';
import { booleanField, textField } from './fields.js';

/** TOTP as every authenticator app reads it (RFC 6238 defaults): SHA-1, 6 digits, 30 s. */
export const TOTP = {
  digits: 6,
  periodSeconds: 30,
  algorithm: 'SHA1',
  issuer: 'WealthLog',
} as const;
/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** Field errors of the two-step routes; the web client shows its own text for each field. */
export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Code must be 6 digits',
  codeIncorrect: 'The code is not correct',
  passwordIncorrect: 'Password is incorrect',
  passwordRequired: 'Password is required',
  oneOfCodes: 'Give either a code or a recovery code',
  notSetUp: 'Set up the authenticator app first',
  alreadyOn: 'Two-step sign-in is already on',
  notOn: 'Two-step sign-in is not on',
} as const;

/** The ways a second step may be passed; "passkey" only when the user has one. */
export const secondFactorMethodSchema = z
  .enum(['totp', 'recovery', 'passkey'])
  .meta({ id: 'SecondFactorMethod' });
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

/** A 6-digit code; spaces (as apps show "123 456") are dropped before the check. */
const codeField = z
  .string()
  .max(20)
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));
const recoveryCodeField = textField('Recovery code', { max: 40 });
const passwordInput = textField('Password', { min: 1, max: PASSWORD_MAX, trim: false });

/** GET /api/auth/2fa: what Settings → Security shows. */
export const twoFactorStatusSchema = z
  .object({
    totpEnabled: z.boolean(),
    /** Unused recovery codes of the current set. */
    recoveryCodesLeft: z.number().int().min(0),
    /** The installation requires a second step of everyone (the admin's switch). */
    required: z.boolean(),
    /** The user has a password: the routes below ask for it (else a code proves them). */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/2fa/totp/setup. `qrSvg` (an extension) is the otpauth URL as an SVG QR code. */
export const totpSetupSchema = z
  .object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() })
  .meta({ id: 'TotpSetup' });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /api/auth/2fa/totp/enable. */
export const totpEnableBodySchema = z.strictObject({ code: codeField });
export type TotpEnableBody = z.input<typeof totpEnableBodySchema>;

/** The new set of recovery codes, shown once. */
export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * POST /api/auth/2fa/totp/disable: the password and a current code. A user without a password
 * (signed up with Google) proves it with the code alone; `password` is then not read.
 */
export const totpDisableBodySchema = z.strictObject({
  password: passwordInput.optional(),
  code: codeField,
});
export type TotpDisableBody = z.input<typeof totpDisableBodySchema>;

/**
 * POST /api/auth/2fa/recovery-codes: the password. A user without a password sends a current
 * `code` instead.
 */
export const regenerateRecoveryCodesBodySchema = z.strictObject({
  password: passwordInput.optional(),
  code: codeField.optional(),
});
export type RegenerateRecoveryCodesBody = z.input<typeof regenerateRecoveryCodesBodySchema>;

/** POST /api/login's answer when a second step is needed: no tokens, no cookie. */
export const twoFactorChallengeSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    challengeToken: z.string(),
    methods: z.array(secondFactorMethodSchema),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/login: the session, or (with a second factor on) the challenge of the second step. */
export const loginAnswerSchema = z
  .union([authSessionSchema, twoFactorChallengeSchema])
  .meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** The login answer's `challengeToken`, sent back with the second step (a code or a passkey). */
export const challengeTokenField = textField('Challenge token', { max: 200 });

/** POST /api/auth/2fa/verify: the challenge and either a code or a recovery code. */
export const twoFactorVerifyBodySchema = z
  .strictObject({
    challengeToken: challengeTokenField,
    code: codeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: TWO_FACTOR_MESSAGES.oneOfCodes,
    path: ['code'],
  });
export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifyBodySchema>;

/** GET/PUT /api/admin/security: the installation-wide switch. */
export const adminSecuritySchema = z
  .strictObject({ requireTwoFactor: booleanField('Require two-step sign-in') })
  .meta({ id: 'AdminSecurity' });
export type AdminSecurity = z.infer<typeof adminSecuritySchema>;
