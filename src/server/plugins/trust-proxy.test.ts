// TRUST_PROXY (docs/configuration.md): behind a proxy the operator names, the client's address (rate
// limits, logs) is the one the proxy puts in X-Forwarded-For and the site's host (the Origin
// check) the one in X-Forwarded-Host; without it, or from anyone else, those headers are forged
// and ignored. Before this, behind a load balancer 300 bad logins locked out everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const PROXY = '10.0.0.5';
const WINDOW = 15 * 60 * 1000;

describe('client addresses behind a proxy', () => {
  let behindProxy: TestApp;
  let noTrust: TestApp;
  let user: { username: string; password: string };
  beforeAll(async () => {
    // The per-address limit of failed logins is 300; 3 here shows the same keying in 3 logins.
    const rateLimits = { ...DEFAULT_RATE_LIMITS, failedLoginPerAddress: { max: 3, windowMs: WINDOW } };
    behindProxy = await createTestApp({
      config: { rateLimits, trustProxy: loadConfig({ TRUST_PROXY: `${PROXY},::1` }).trustProxy },
    });
    noTrust = await createTestApp({ database: behindProxy.database, config: { rateLimits } });
    const signed = await behindProxy.signUp();
    user = { username: signed.user.username, password: signed.password };
  });
  afterAll(async () => {
    await noTrust.close();
    await behindProxy.close();
  });

  const login = (t: TestApp, from: string, forwardedFor: string | undefined, body: object) =>
    t.inject({
      method: 'POST',
      url: '/api/login',
      payload: body,
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const badLogins = async (t: TestApp, from: string, forwardedFor?: string) => {
    for (let i = 0; i < 3; i++) {
      const res = await login(t, from, forwardedFor, { username: `nobody${i}`, password: 'x-wrong-x' });
      expect(res.statusCode).toBe(401);
    }
  };

  it('with TRUST_PROXY, one client locked out by bad logins does not lock out another', async () => {
    await badLogins(behindProxy, PROXY, '198.51.100.7');
    expect((await login(behindProxy, PROXY, '198.51.100.7', user)).statusCode).toBe(429);
    // Another client through the same proxy.
    expect((await login(behindProxy, PROXY, '203.0.113.9', user)).statusCode).toBe(200);
    // A client that puts a false address in front of its own: the proxy appends the real one,
    // and that (the last hop before the proxy) is what counts.
    expect((await login(behindProxy, PROXY, '203.0.113.9, 198.51.100.7', user)).statusCode).toBe(429);
  });

  it('trusts X-Forwarded-For only from a listed proxy', async () => {
    // A client reaching the server directly cannot choose its address.
    await badLogins(behindProxy, '192.0.2.50', '192.0.2.1');
    expect((await login(behindProxy, '192.0.2.50', '192.0.2.2', user)).statusCode).toBe(429);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For is ignored', async () => {
    await badLogins(noTrust, '192.0.2.80', '192.0.2.81');
    const res = await login(noTrust, '192.0.2.80', '192.0.2.99', user);
    expect(res.statusCode).toBe(429);
  });

  const logout = (t: TestApp, headers: Record<string, string>, from = PROXY) =>
    t.inject({ method: 'POST', url: '/api/logout', remoteAddress: from, headers });

  it('checks Origin against X-Forwarded-Host only from a trusted proxy', async () => {
    // The proxy reaches the server as 127.0.0.1:5000 and says which site the browser asked for.
    const site = {
      origin: 'https://shop.example',
      host: '127.0.0.1:5000',
      'x-forwarded-host': 'shop.example',
    };
    expect((await logout(behindProxy, site)).statusCode).toBe(200);
    expect((await logout(behindProxy, { ...site, origin: 'https://evil.example' })).statusCode).toBe(403);
    // The same headers from a client the server does not trust, or with TRUST_PROXY off.
    expect((await logout(behindProxy, site, '192.0.2.50')).statusCode).toBe(403);
    expect((await logout(noTrust, site)).statusCode).toBe(403);
  });
});
