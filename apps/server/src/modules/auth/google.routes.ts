import { AppError, AUTH_MESSAGES } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../areas/services.js';
import { route } from '../../http/endpoint-route.js';
import { recordActivity } from '../../lib/activity.js';
import { csrfTokenFor } from '../../plugins/csrf.js';
import { clientInfo } from './client-info.js';
import { authDeps, startSession } from './auth.service.js';
import {
  CSRF_HANDOFF_COOKIE,
  csrfHandoffCookieOptions,
  OIDC_STATE_COOKIE,
  OIDC_STATE_TTL_SECONDS,
  oidcStateCookieOptions,
  setRefreshCookie,
} from './cookies.js';
import { localeFromHeader } from './email-links.js';
import { userForIdentity } from './oidc-login.js';
import type { OidcService } from './oidc.service.js';
import { signTyped, verifyTyped } from '../../plugins/auth/tokens.js';

const tags = ['auth'];
const STATE_TYP = 'oidc-state';

export interface GoogleRoutesOptions {
  /** null when OIDC is not configured. */
  oidc: OidcService | null;
  /** The two-factor area's: with a second factor on, Google is only the first step. */
  secondStep: Services['secondStep'];
}

/** GET /api/auth/google and /google/callback. */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (app, opts) => {
  const deps = authDeps(app);
  const publicUrl = app.config.PUBLIC_URL;
  const stateCookie = oidcStateCookieOptions(publicUrl);

  function service(): OidcService {
    if (!opts.oidc) throw new AppError('SYS_002', AUTH_MESSAGES.oidcNotConfigured, { status: 404 });
    return opts.oidc;
  }

  // Both are public: they are how a browser without a session gets one.
  route(app, 'auth.google.start', {
    tags,
    public: true,
    handler: async (_req, reply) => {
      const start = await service().beginLogin();
      const { state, codeVerifier, nonce } = start;
      const signed = await signTyped(
        deps.keys.oidcState,
        STATE_TYP,
        { state, codeVerifier, nonce },
        OIDC_STATE_TTL_SECONDS,
      );
      reply.setCookie(OIDC_STATE_COOKIE, signed, stateCookie);
      return reply.redirect(start.url, 302);
    },
  });

  route(app, 'auth.google.callback', {
    tags,
    public: true,
    handler: async (req, reply) => {
      const oidc = service();
      const { maxAge: _, ...clearOpts } = stateCookie;
      reply.clearCookie(OIDC_STATE_COOKIE, clearOpts);
      // Failures go back to the web app with an error code only (never a token in the URL).
      const fail = (code: string) =>
        reply.redirect(`${publicUrl}/auth/callback?error=${code}`, 302);
      const raw = req.cookies[OIDC_STATE_COOKIE];
      const stored = raw ? await verifyTyped(deps.keys.oidcState, STATE_TYP, raw) : null;
      if (!stored) return fail('AUTH_003');
      try {
        const identity = await oidc.finishLogin(new URL(req.url, publicUrl), {
          state: String(stored.state),
          codeVerifier: String(stored.codeVerifier),
          nonce: String(stored.nonce),
        });
        const user = await userForIdentity(
          app.db,
          identity,
          localeFromHeader(req.headers['accept-language']),
        );
        if (!user.active) throw new AppError('AUTH_006');
        if (app.config.REQUIRE_EMAIL_VERIFICATION && !user.emailVerifiedAt)
          throw new AppError('AUTH_005');
        const challenge = await opts.secondStep(app.db, user.id, 'oidc');
        if (challenge) {
          // No session yet: the sign-in page asks for the code. The challenge travels in the URL's
          // fragment, which browsers never send to a server (no access log, no Referer holds it),
          // and the page drops it from the address at once. Alone it is useless: it signs nobody
          // in without a code, dies in 5 minutes and after one use or 5 wrong codes. (A cookie
          // would do too, but the second step's API takes the token in its body, as after a
          // password, so one page serves both.)
          const methods = challenge.methods.join(',');
          return reply.redirect(
            `${publicUrl}/login#twoFactor=${challenge.challengeToken}&methods=${methods}`,
            302,
          );
        }
        const { issued } = await startSession(deps, user, clientInfo(req));
        setRefreshCookie(reply, publicUrl, issued.refreshToken);
        await recordActivity(
          app.db,
          { userId: user.id, event: 'sign_in', detail: { method: 'oidc' } },
          clientInfo(req),
        );
        reply.setCookie(
          CSRF_HANDOFF_COOKIE,
          csrfTokenFor(deps.keys.csrf, issued.session.familyId),
          csrfHandoffCookieOptions(publicUrl),
        );
        return reply.redirect(`${publicUrl}/auth/callback`, 302);
      } catch (err) {
        const code = AppError.isAppError(err) ? err.code : 'SYS_001';
        req.log.warn(
          { event: 'oidc_login_failed', code, ip: req.ip },
          'Sign-in with the identity provider failed',
        );
        if (!AppError.isAppError(err)) req.log.error({ err }, 'OIDC callback error');
        return fail(code);
      }
    },
  });
};
