import { AppError, AUTH_MESSAGES } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { turnDigestOff } from './weekly-digest.claim.js';
import { unsubscribePageUrl } from './weekly-digest.schedule.js';
import { unsubscribeKey, verifyUnsubscribeToken } from './weekly-digest.token.js';

const tags = ['settings'];

/**
 * /api/digest/unsubscribe, public: whoever holds the e-mailed link may stop the e-mail, and
 * nothing else. GET changes nothing (mail scanners and link previews open every link): it sends
 * the browser to the page that asks. POST turns the e-mail off: the page's button, or the mail
 * client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, form-encoded).
 */
export const digestUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = unsubscribeKey(app.config.JWT_SECRET);
  const userOf = (token: string) => {
    const userId = verifyUnsubscribeToken(key, token);
    if (userId === null) throw new AppError('VAL_003', AUTH_MESSAGES.invalidToken);
    return userId;
  };

  // The one-click POST's body says only "List-Unsubscribe=One-Click": the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, undefined),
  );

  route(app, 'digest.unsubscribe.open', {
    tags,
    public: true,
    summary: 'The e-mailed link: redirects to the page that asks before unsubscribing',
    handler: async (req, reply) => {
      userOf(req.query.token);
      return reply.code(303).redirect(unsubscribePageUrl(app.config.PUBLIC_URL, req.query.token));
    },
  });

  route(app, 'digest.unsubscribe.confirm', {
    tags,
    public: true,
    summary: 'Turns the weekly e-mail off for the user the link was made for (RFC 8058 one-click)',
    config: { idempotency: false },
    handler: async (req) => {
      await turnDigestOff(app.db, userOf(req.query.token));
      return { enabled: false as const };
    },
  });
};
