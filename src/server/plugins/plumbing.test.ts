// The server's plumbing: the error shape and statuses, the Origin check, security headers,
// body rules, the SPA fallback with its cache headers, health and the OpenAPI document.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTutor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { registerErrorHandling } from './errors.ts';
import { CODE_AFTER_PAINT_SCRIPT, EARLY_TAPS_SCRIPT } from './inline-scripts.ts';
import { exceedsJsonDepth, LONE_SURROGATE_MESSAGE, NUL_MESSAGE, unstorableTextIn } from './security.ts';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  // dist/web without dist/ssr beside it: pages are the plain shell, drawn in the browser.
  webRoot = path.join(mkdtempSync(path.join(os.tmpdir(), 'sprout-web-')), 'web');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'assets', 'app-5.css'), 'h1{color:green}');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build writes it (vite.config.ts): the entry with a shared chunk, the stylesheet, each
  // route's code.
  writeFileSync(
    path.join(webRoot, 'page-shell.json'),
    JSON.stringify({
      meta: { title: 'Sprout', description: 'Learn & grow' },
      entry: ['/assets/app-abc123.js', '/assets/shared-4.js'],
      styles: ['/assets/app-5.css'],
      routes: {
        '/': [],
        '/tutors/:id': ['/assets/profile-1.js', '/assets/stars-2.js'],
        '/articles/:id': [],
        '/games/:id': [],
        '/games/math-challenge': ['/assets/math-3.js'],
      },
    }),
  );
  t = await createTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
});

const login = (
  headers: Record<string, string> = {},
  payload: unknown = { username: 'nobody', password: 'whatever1' },
) => t.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toBe(`No such API call: ${method} /api/no-such-thing`);
    }
  });

  it('answers invalid JSON with 400 and no stack trace', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers a body in another content type with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': type },
        payload: 'username=a',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toMatch(/JSON/);
    }
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await login({}, { username: 'a'.repeat(1_100_000), password: 'secret1' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large' });
  });

  it('answers a NUL character in any JSON string with 400 naming the field, never a 500', async () => {
    const calls = [
      { url: '/api/login', payload: { username: 'kid\u0000one', password: 'secret123' }, path: 'username' },
      {
        url: '/api/register',
        payload: {
          name: 'Sam\u0000',
          username: 'nul_kid',
          email: 'nul@example.com',
          password: 'secret123',
          role: 'user',
          isAdmin: false,
        },
        path: 'name',
      },
      {
        url: '/api/contact',
        payload: { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Hi there\u0000 you' },
        path: 'message',
      },
    ];
    for (const call of calls) {
      const res = await t.inject({ method: 'POST', url: call.url, payload: call.payload });
      expect(res.statusCode, call.url).toBe(400);
      expect(res.json(), call.url).toEqual({
        message: 'Text may not contain the NUL character (\\u0000)',
        issues: [{ path: call.path, message: 'Text may not contain the NUL character (\\u0000)' }],
      });
    }
    // An escaped backslash before "u0000" is ordinary text.
    const plain = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"nobody","password":"a\\\\u0000b"}',
    });
    expect(plain.statusCode).toBe(401);
  });

  it('answers a body nested deeper than 32 levels with 400, however deep, without walking it', async () => {
    const nested = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
    const withExtra = (extra: string) =>
      t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"username":"nobody","password":"whatever1","extra":${extra}}`,
      });
    // The object itself is level 1, so 31 more arrays make 32 levels: allowed (and ignored).
    expect((await withExtra(nested(31, '1'))).statusCode).toBe(401);
    const tooDeep = await withExtra(nested(32, '1'));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({ message: 'The request body is nested too deeply (at most 32 levels)' });
    // Brackets inside strings are text, not nesting.
    expect((await withExtra(JSON.stringify('['.repeat(100)))).statusCode).toBe(401);
    // 100,000 levels holding a NUL once overflowed the stack of the NUL check: a 500.
    const hostile = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: nested(100_000, '"\\u0000"'),
    });
    expect(hostile.statusCode).toBe(400);
  });

  it('names the first field holding a NUL or a lone surrogate in document order, keys included', () => {
    const at = (root: unknown) => unstorableTextIn(root);
    expect(at({ a: ['x', { b: 'y\u0000' }], c: 'z\u0000' })).toEqual({
      path: ['a', '1', 'b'],
      message: NUL_MESSAGE,
    });
    expect(at({ 'k\u0000': 1 })).toEqual({ path: ['k\u0000'], message: NUL_MESSAGE });
    expect(at({ a: [1, true, null, 'ok'] })).toBeUndefined();
    for (const lone of ['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\udc00\ud800', '😀'.slice(1)]) {
      expect(at({ a: 'ok', b: [lone] }), JSON.stringify(lone)).toEqual({
        path: ['b', '0'],
        message: LONE_SURROGATE_MESSAGE,
      });
      expect(at({ [lone]: 1 })?.message).toBe(LONE_SURROGATE_MESSAGE);
    }
    // A pair is one character, however it was written.
    expect(at({ a: '😀', b: '\ud83d\ude00', c: '\udbff\udfff' })).toBeUndefined();
    expect(exceedsJsonDepth('{"a":"{{{{"}', 1)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\\\",  "b":{}}', 1)).toBe(true);
  });

  it('answers a lone surrogate in a JSON body with 400 naming the field, also where it would be stored as JSON', async () => {
    const { cookie } = await t.signUp();
    const home = {
      name: 'Sam Lee',
      line1: '1 Main St',
      city: 'Springfield',
      postalCode: '12345',
      country: 'US',
    };
    // As a client's JSON.stringify writes them: escapes, unpaired high, unpaired low, reversed.
    for (const [field, lone] of [
      ['name', '\ud800'],
      ['city', 'Spring\udc00field'],
      ['line1', '1 Main St \udc00\ud800'],
    ] as const) {
      const res = await t.inject({
        method: 'PUT',
        url: '/api/users/address',
        headers: { cookie },
        payload: { ...home, [field]: lone },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: LONE_SURROGATE_MESSAGE,
        issues: [{ path: field, message: LONE_SURROGATE_MESSAGE }],
      });
    }
    // Escaped pairs, upper or lower case, are ordinary text.
    const paired = await t.inject({
      method: 'PUT',
      url: '/api/users/address',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...home, city: 'x' }).replace('"x"', '"\\uD83D\\uDE00 \\ud83d\\ude00"'),
    });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json().city).toBe('😀 😀');
  });

  it('checks the query string and path parameters as it checks a body', async () => {
    const nul = await t.inject({ method: 'GET', url: '/api/tutors?q=math%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: NUL_MESSAGE, issues: [{ path: 'q', message: NUL_MESSAGE }] });
    // A surrogate's bytes in UTF-8 (or CESU-8) are no character: never decoded into one.
    for (const url of [
      '/api/tutors?q=%ED%A0%80',
      '/api/tutors?q=%ED%B0%80%ED%A0%80',
      '/api/tutors?q=%uD800',
    ]) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBeLessThan(500);
    }
    for (const url of ['/api/tutors/%ED%A0%80', '/api/tutors/%00', '/api/articles/%ED%B0%80']) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it('answers an unexpected error with a generic 500, and logs it with the request id', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
    const app = Fastify({ loggerInstance: logger });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('secret detail: connection to db-7 refused');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(res.body).not.toMatch(/secret detail|db-7|at .*\.ts:\d+/);
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
      expect(logged).toMatchObject({ level: 50, reqId: expect.any(String) });
      expect(logged.err.message).toBe('secret detail: connection to db-7 refused');
      expect(logged.err.stack).toMatch(/plumbing\.test\.ts/);
    } finally {
      await app.close();
    }
  });

  it('answers wrong types with 400 and the field path', async () => {
    const res = await login({}, { username: 12, password: ['x'] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(new Set(body.issues.map((i: { path: string }) => i.path))).toEqual(
      new Set(['password', 'username']),
    );
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('the Origin check', () => {
  it('refuses an unsafe call from another origin with 403', async () => {
    const res = await login({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Requests from other sites are not allowed');
  });

  it('refuses Sec-Fetch-Site: cross-site', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('allows the same origin, PUBLIC_URL, and a client that sends neither header', async () => {
    expect((await login({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(401);
    expect((await login({ origin: 'http://localhost:5000', host: 'internal:8080' })).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    expect(
      (await login({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', host: 'localhost:80' }))
        .statusCode,
    ).toBe(401);
  });

  it('lets safe methods through from anywhere', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy the app works under, and the usual hardening', async () => {
    const res = await t.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Not over https: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the web app', () => {
  it('serves the page of each app route, revalidated every time', async () => {
    const tutor = await createTutor(t.database.db);
    for (const url of ['/', `/tutors/${tutor.id}`, '/games/math-challenge?difficulty=hard']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a path the route list does not know with 404, and every other page with the app', async () => {
    // Without the server renderer, the browser draws the page and its not-found screen; whether
    // a record exists only a render knows (page-render.test.ts), so that page answers 200.
    for (const [url, status] of [
      ['/no/such/page', 404],
      ['/tutors/999999', 200],
    ] as const) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
      expect(res.body).toContain('<style>h1{color:green}</style>');
      expect(res.body).toContain('<title>Sprout</title><meta name="description" content="Learn &amp; grow">');
    }
  });

  it('names the code of the page at the path in the plain page, so it loads with the app', async () => {
    const profile = await t.inject({ method: 'GET', url: '/tutors/12?x=1' });
    expect(profile.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/profile-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/stars-2.js">',
    );
    const math = await t.inject({ method: 'GET', url: '/games/math-challenge?difficulty=hard' });
    expect(math.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/math-3.js">',
    );
    for (const url of ['/', '/tutors/12/more', '/games/other']) {
      const body = (await t.inject({ method: 'GET', url })).body;
      expect(body).toContain('href="/assets/shared-4.js"');
      expect(body).not.toContain('profile-1.js');
      expect(body).not.toContain('math-3.js');
    }
  });

  it('allows exactly the two inline scripts of a page (early taps, code after paint), by their hashes', async () => {
    const page = await t.inject({ method: 'GET', url: '/games/math-challenge' });
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' ${hash(EARLY_TAPS_SCRIPT)} ${hash(CODE_AFTER_PAINT_SCRIPT)}`);
  });

  it('compresses the page for a browser that accepts it', async () => {
    const plain = await t.inject({ method: 'GET', url: '/games/math-challenge' });
    const br = await t.inject({
      method: 'GET',
      url: '/games/math-challenge',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding, cookie, accept-language');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('GET /api/health and /api/docs', () => {
  it('reports the database reachable', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ ok: true, database: 'up' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/login', '/api/user']),
    );
    const register = doc.paths['/api/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    expect(register.responses).toHaveProperty('201');
  });
});
