import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for API tests: an ES256 key pair made with node:crypto,
 * answering creation and request options as a browser would hand them on (clientDataJSON,
 * authenticatorData, 'none' attestation in CBOR), so the server verifies real signatures.
 */
const b64u = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/** Flags of authenticatorData: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Ceremony {
  /** The origin the "browser" reports (default the test app's PUBLIC_URL). */
  origin?: string;
  /** The rpID whose hash goes in authenticatorData (default localhost). */
  rpId?: string;
  /** Override the challenge signed (default the one in the options). */
  challenge?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  /** The user handle given at registration: returned when signing in (a discoverable credential). */
  userHandle: string | undefined;

  get id() {
    return b64u(this.credentialId);
  }

  /** The answer to POST /passkeys/register/options, as the browser sends it to /passkeys/register. */
  register(options: { challenge: string; user: { id: string } }, c: Ceremony = {}) {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.header(c.rpId, UP | UV | AT),
      Buffer.alloc(16), // aaguid: none
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientData('webauthn.create', options.challenge, c),
        attestationObject: b64u(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The answer to POST /passkeys/login/options' `options`, signed with this key. */
  authenticate(options: { challenge: string }, c: Ceremony = {}) {
    this.counter += 1;
    const authData = this.header(c.rpId, UP | UV);
    const clientDataJSON = clientData('webauthn.get', options.challenge, c);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    // ES256 signatures travel DER-encoded in WebAuthn, node's default for EC keys.
    const signature = sign('sha256', signed, this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  private header(rpId = 'localhost', flags: number) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}

function clientData(type: string, challenge: string, c: Ceremony) {
  const json = JSON.stringify({
    type,
    challenge: c.challenge ?? challenge,
    origin: c.origin ?? 'http://localhost:3000',
    crossOrigin: false,
  });
  return b64u(Buffer.from(json));
}
