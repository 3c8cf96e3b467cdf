import { z } from 'zod';
import { pathTextField, textField, timestampSchema } from './fields.js';
import { challengeTokenField } from './two-factor.js';

/** A passkey's name, as the user typed it ("Laptop", "Phone"). */
export const PASSKEY_NAME_MAX = 64;
/** Bounds on the browser's base64url fields: far above any real authenticator's answer. */
const B64_MAX = 16_384;
const base64url = (label: string) =>
  z
    .string()
    .max(B64_MAX)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: `${label} must be base64url` });
const passkeyName = textField('Name', { max: PASSKEY_NAME_MAX });

/**
 * What navigator.credentials.create/get answered, as @simplewebauthn/browser encodes it. The
 * inner `response` is loose: browsers add fields (publicKey, transports...) that the server's
 * verification reads or ignores, and they differ between browsers.
 */
const credentialBase = {
  id: base64url('Id').min(1),
  rawId: base64url('Raw id').min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
};

export const registrationResponseSchema = z
  .strictObject({
    ...credentialBase,
    response: z.looseObject({
      clientDataJSON: base64url('Client data').min(1),
      attestationObject: base64url('Attestation object').min(1),
      transports: z.array(z.string().max(32)).max(16).optional(),
    }),
  })
  .meta({ id: 'PasskeyRegistrationResponse' });

export const authenticationResponseSchema = z
  .strictObject({
    ...credentialBase,
    response: z.looseObject({
      clientDataJSON: base64url('Client data').min(1),
      authenticatorData: base64url('Authenticator data').min(1),
      signature: base64url('Signature').min(1),
      userHandle: base64url('User handle').optional(),
    }),
  })
  .meta({ id: 'PasskeyAuthenticationResponse' });

/**
 * WebAuthn options as the browser library takes them (PublicKeyCredentialCreationOptionsJSON /
 * RequestOptionsJSON): loose, since they are the library's to shape and the client passes them on.
 */
export const passkeyCreationOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .meta({ id: 'PasskeyCreationOptions' });
export const passkeyRequestOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .meta({ id: 'PasskeyRequestOptions' });

/** POST /api/auth/passkeys/register. */
export const passkeyRegisterBodySchema = z.strictObject({
  name: passkeyName,
  response: registrationResponseSchema,
});
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBodySchema>;

/** POST /api/auth/passkeys/register's answer. */
export const passkeyCreatedSchema = z
  .object({ id: z.string(), name: z.string(), createdAt: timestampSchema })
  .meta({ id: 'PasskeyCreated' });

/** GET /api/auth/passkeys item. */
export const passkeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: timestampSchema,
    lastUsedAt: timestampSchema.nullable(),
    /** Synced by its provider (iCloud Keychain, Google Password Manager), or bound to one device. */
    backedUp: z.boolean(),
    deviceType: z.enum(['singleDevice', 'multiDevice']).nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema).meta({ id: 'PasskeyList' });

export const passkeyParamsSchema = z.object({ id: pathTextField('Id', 64) });
export const passkeyRenameBodySchema = z.strictObject({ name: passkeyName });

/**
 * POST /api/auth/passkeys/login/options: without a body, a username-less sign-in (any of the
 * server's passkeys); with the login answer's `challengeToken`, the second step of that sign-in
 * (only the user's own passkeys).
 */
export const passkeyLoginOptionsBodySchema = z
  .strictObject({ challengeToken: challengeTokenField.optional() })
  // A POST without a body reaches the schema as null.
  .nullish();
export const passkeyLoginOptionsSchema = z
  .object({
    /** Sent back with the signed response: which stored challenge it answers (absent for a second step). */
    challengeId: z.string().optional(),
    options: passkeyRequestOptionsSchema,
  })
  .meta({ id: 'PasskeyLoginOptions' });
export type PasskeyLoginOptions = z.infer<typeof passkeyLoginOptionsSchema>;

/** POST /api/auth/passkeys/login: a whole sign-in, or (with `challengeToken`) its second step. */
export const passkeyLoginBodySchema = z.strictObject({
  response: authenticationResponseSchema,
  challengeId: z.string().min(1).max(64).optional(),
  challengeToken: challengeTokenField.optional(),
});
export type PasskeyLoginBody = z.input<typeof passkeyLoginBodySchema>;

/** The messages of passkey refusals (the web shows its own translations by code). */
export const PASSKEY_MESSAGES = {
  lastWayIn:
    'This passkey is your only way to sign in: set a password or add another passkey before removing it',
  verificationFailed: 'The passkey could not be verified',
  alreadyRegistered: 'This passkey is already registered',
} as const;
