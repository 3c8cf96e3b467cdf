import { AppError, PASSKEY_MESSAGES } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { noContent, userId } from '../../http/route-helpers.js';
import { recordActivity } from '../../lib/activity.js';
import { authenticated } from '../../plugins/auth.js';
import { requestOrigin } from './client-origin.js';
import { consumeChallenge, storeChallenge } from './challenges.js';
import { canRemovePasskey } from './last-way-in.js';
import * as repo from './passkeys.repository.js';
import { relyingPartyFrom } from './relying-party.js';
import {
  asJson,
  encodeKey,
  registrationOptions,
  signedChallenge,
  verifyRegistration,
} from './webauthn.js';

const tags = ['passkeys'];
// Options hold a fresh single-use challenge: an Idempotency-Key replay must not hand an old one.
const config = { idempotency: false };

const toDto = (k: repo.PasskeyRow) => ({
  id: k.id,
  name: k.name,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  backedUp: k.backedUp,
  deviceType:
    k.deviceType === 'multiDevice'
      ? ('multiDevice' as const)
      : k.deviceType === null
        ? null
        : ('singleDevice' as const),
});

/** The signed-in user's passkeys: add one (options, then the browser's answer), list, rename, remove. */
export const passkeysRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  const rp = relyingPartyFrom(app.config.PUBLIC_URL);

  route(app, 'passkeys.register.options', {
    tags,
    summary: 'WebAuthn creation options for a new passkey (discoverable; valid 5 minutes, once)',
    config,
    handler: async (req) => {
      const me = userId(req);
      const user = await repo.userLabel(app.db, me);
      if (!user) throw new AppError('AUTH_003');
      const options = await registrationOptions(
        rp,
        { id: me, username: user.username },
        await repo.listPasskeys(app.db, me),
      );
      await storeChallenge(app.db, 'webauthn_register', options.challenge, me);
      return asJson(options);
    },
  });

  route(app, 'passkeys.register', {
    tags,
    summary: "Stores a passkey from the browser's answer to the creation options",
    config,
    handler: async (req, reply) => {
      const me = userId(req);
      const { name, response } = req.body;
      const challenge = signedChallenge(response.response.clientDataJSON);
      const fail = () => new AppError('VAL_003', PASSKEY_MESSAGES.verificationFailed);
      if (!challenge) throw fail();
      // Burnt before verifying: a response that fails does not leave its challenge usable.
      if (!(await consumeChallenge(app.db, { kind: 'webauthn_register', challenge, userId: me })))
        throw fail();
      const info = await verifyRegistration(rp, response, challenge);
      if (!info) throw fail();
      const row = await app.db.transaction(async (tx) => {
        const inserted = await repo.insertPasskey(tx, {
          userId: me,
          name,
          credentialId: info.credential.id,
          publicKey: encodeKey(info.credential.publicKey),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
        });
        if (!inserted) throw new AppError('BUS_002', PASSKEY_MESSAGES.alreadyRegistered);
        await recordActivity(
          tx,
          { userId: me, event: 'passkey_added', detail: { name } },
          requestOrigin(req),
        );
        return inserted;
      });
      return reply
        .code(201)
        .send({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString() });
    },
  });

  route(app, 'passkeys.list', {
    tags,
    handler: async (req) => (await repo.listPasskeys(app.db, userId(req))).map(toDto),
  });

  route(app, 'passkeys.rename', {
    tags,
    handler: async (req) => {
      const row = await repo.renamePasskey(app.db, userId(req), req.params.id, req.body.name);
      if (!row) throw new AppError('DB_004');
      return toDto(row);
    },
  });

  route(app, 'passkeys.delete', {
    tags,
    summary: 'Removes a passkey, unless it is the last way to sign in (409 BUS_004)',
    handler: async (req, reply) => {
      const me = userId(req);
      await app.db.transaction(async (tx) => {
        const ways = await repo.waysInForUpdate(tx, me);
        const key = await repo.findOwnPasskey(tx, me, req.params.id);
        if (!ways || !key) throw new AppError('DB_004');
        if (!canRemovePasskey(ways))
          throw new AppError('BUS_004', PASSKEY_MESSAGES.lastWayIn, { status: 409 });
        await repo.deletePasskey(tx, me, key.id);
        await recordActivity(
          tx,
          { userId: me, event: 'passkey_removed', detail: { name: key.name } },
          requestOrigin(req),
        );
      });
      return noContent(reply);
    },
  });
});
