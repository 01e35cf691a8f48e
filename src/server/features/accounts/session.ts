// The cookie session: an opaque random token in an HttpOnly, SameSite=Lax cookie, stored as a
// hash in the database. Each request under /api learns its user here (a guest costs nothing).
// It lives with accounts, whose sessions it reads; the guards that ask who it found are in
// lib/guards.ts, so no feature imports this plugin to guard a route.

import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNED_IN_COOKIE } from '#contract/signed-in-cookie.ts';
import { usesSecureCookies } from '#server/config.ts';
import { userForSessionToken } from './accounts.service.ts';

export const SESSION_COOKIE = 'sprout_session';
// SIGNED_IN_COOKIE (in the contract: the page and the page renderer read it) comes and goes with
// the session cookie, and is cleared when the session is found invalid.

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('isChildAccount', false);
  // A callback hook, so a guest (no cookie: most catalog reads) costs no promise and no query.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      done();
      return;
    }
    if (token.length > 200) {
      clearSessionCookie(app, reply);
      done();
      return;
    }
    userForSessionToken(app.ctx, token).then((found) => {
      if (found) {
        request.user = found.user;
        request.sessionTokenHash = found.tokenHash;
        request.isChildAccount = found.isChild;
      } else {
        clearSessionCookie(app, reply);
      }
      done();
    }, done);
  });
});

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  const options = {
    sameSite: 'lax',
    secure: usesSecureCookies(app.ctx.config),
    path: '/',
    maxAge: Math.floor(app.ctx.config.sessionMaxMs / 1000),
  } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  const options = { path: '/', sameSite: 'lax', secure: usesSecureCookies(app.ctx.config) } as const;
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, options);
}
