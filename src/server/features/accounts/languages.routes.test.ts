// The languages of docs/architecture.md#languages at the API: an error's words follow the
// account's language, else a guest's cookie, else Accept-Language; a new account starts in the
// language it registered in; a child's consent mail goes out in the child's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import type { ErrorResponse } from '#contract/common.ts';
import { createTestApp, sessionCookieOf, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

const START = '2026-06-01T12:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterAll(async () => {
  await t.close();
});

const login = (headers: Record<string, string>, payload: object) =>
  t.inject({ method: 'POST', url: '/api/login', headers, payload });

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.inject({
    method: 'POST',
    url: '/api/register',
    headers,
    payload: {
      name: 'Lucía Peña',
      password: 'secret123',
      email: `${uniqueUsername('m')}@example.com`,
      ...payload,
    },
  });
}

describe("the API's messages for a guest", () => {
  it("validation messages follow Accept-Language: the contract's words, in Spanish", async () => {
    const res = await login({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, { password: 'secret123' });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorResponse>();
    expect(body.message).toBe('Escribe un nombre de usuario');
    expect(body.issues).toEqual([{ path: 'username', message: 'Escribe un nombre de usuario' }]);
  });

  it("AppError messages follow Accept-Language, and English stays the spec's words", async () => {
    const wrong = { username: 'nobody_here', password: 'wrong-password' };
    const es = await login({ 'accept-language': 'es' }, wrong);
    expect(es.statusCode).toBe(401);
    expect(es.json<ErrorResponse>().message).toBe('El nombre de usuario o la contraseña no son correctos');
    const en = await login({ 'accept-language': 'en-GB' }, wrong);
    expect(en.json<ErrorResponse>().message).toBe('Invalid username or password');
    const none = await login({}, wrong);
    expect(none.json<ErrorResponse>().message).toBe('Invalid username or password');
  });

  it("the guest's cookie (the switcher's choice) wins over Accept-Language", async () => {
    const res = await login({ 'accept-language': 'en', cookie: 'sprout_lang=es' }, { password: 'secret123' });
    expect(res.json<ErrorResponse>().message).toBe('Escribe un nombre de usuario');
    const back = await login(
      { 'accept-language': 'es', cookie: 'sprout_lang=en' },
      { password: 'secret123' },
    );
    expect(back.json<ErrorResponse>().message).toBe('Username is required');
  });
});

describe("an account's language", () => {
  it('a new account starts in the language it registered in, and its errors follow it', async () => {
    const res = await register(
      { username: uniqueUsername('lucia'), birthYear: 1990 },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<User>().locale).toBe('es');
    expect(res.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringContaining('sprout_lang=es')]),
    );
    const cookie = sessionCookieOf(res);
    // Signed in, the account's language wins over the browser's.
    const refused = await t.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie, 'accept-language': 'en' },
      payload: { userType: 'parent' },
    });
    expect(refused.statusCode).toBe(403);
    const wrong = await login({ cookie, 'accept-language': 'en' }, { password: 'x' });
    expect(wrong.json<ErrorResponse>().message).toBe('Escribe un nombre de usuario');
  });

  it('the form says the language, whatever the browser says', async () => {
    const res = await register({ username: uniqueUsername('ana'), birthYear: 1990, locale: 'es' });
    expect(res.json<User>().locale).toBe('es');
    const english = await register({ username: uniqueUsername('ann'), birthYear: 1990 });
    expect(english.json<User>().locale).toBe('en');
  });

  it('PUT /api/users/locale changes it, sets the pages cookie, and the errors follow', async () => {
    const res = await register({ username: uniqueUsername('eva'), birthYear: 1990 });
    const cookie = sessionCookieOf(res);
    const changed = await t.inject({
      method: 'PUT',
      url: '/api/users/locale',
      headers: { cookie },
      payload: { locale: 'es' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<User>().locale).toBe('es');
    expect(changed.headers['set-cookie']).toEqual(expect.stringContaining('sprout_lang=es'));
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json<User>().locale).toBe('es');
    const wrong = await login({ cookie }, { password: 'x' });
    expect(wrong.json<ErrorResponse>().message).toBe('Escribe un nombre de usuario');
  });

  it('log-in sets the pages cookie to the account language', async () => {
    const username = uniqueUsername('leo');
    await register({ username, birthYear: 1990, locale: 'es' });
    const res = await login({}, { username, password: 'secret123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringContaining('sprout_lang=es')]),
    );
  });
});

describe('the consent e-mail', () => {
  it("goes out in the language the child registered in, with the child's name", async () => {
    const parentEmail = `${uniqueUsername('mama')}@example.com`;
    const res = await register(
      { username: uniqueUsername('nino'), name: 'Mateo Núñez', birthYear: 2018, email: parentEmail },
      { 'accept-language': 'es-ES' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const mail = t.outbox().findLast((m) => m.to === parentEmail);
    expect(mail?.subject).toBe('Mateo Núñez quiere unirse a Sprout');
    expect(mail?.text).toContain('Hola:');
    expect(mail?.text).toContain('Si nadie de la familia responde en 7 días');
    expect(mail?.text).toMatch(
      /Responder por mi hijo: http:\/\/localhost:5000\/consent\/[\w-]{40,}\?lang=es$/m,
    );
    expect(mail?.html).toContain('<html lang="es">');
  });

  it('stays in English for a child who registered in English', async () => {
    const parentEmail = `${uniqueUsername('mum')}@example.com`;
    await register({
      username: uniqueUsername('kid'),
      name: 'Mia Small',
      birthYear: 2018,
      email: parentEmail,
    });
    expect(t.outbox().findLast((m) => m.to === parentEmail)?.subject).toBe(
      'Mia Small would like to join Sprout',
    );
  });
});

describe('API messages with values', () => {
  const tooDeep = (headers: Record<string, string>) =>
    t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: `{"username":"nobody","password":"whatever1","extra":${'['.repeat(40)}${']'.repeat(40)}}`,
    });

  it("a guest's error with a number is said in Spanish with its number, and English is unchanged", async () => {
    const es = await tooDeep({ 'accept-language': 'es' });
    expect(es.statusCode).toBe(400);
    expect(es.json<ErrorResponse>().message).toBe(
      'El cuerpo de la solicitud tiene demasiados niveles anidados (como mucho 32)',
    );
    const en = await tooDeep({ 'accept-language': 'en' });
    expect(en.json<ErrorResponse>().message).toBe(
      'The request body is nested too deeply (at most 32 levels)',
    );
  });

  it("the contract's validation words with values follow the account's language", async () => {
    const send = (cookie: string) =>
      t.inject({
        method: 'POST',
        url: '/api/messages/999999',
        headers: { cookie, 'accept-language': 'en' },
        payload: { text: 'a'.repeat(1001) },
      });
    const spanish = await register({ username: uniqueUsername('sara'), birthYear: 1990, locale: 'es' });
    const es = await send(sessionCookieOf(spanish));
    expect(es.statusCode).toBe(400);
    expect(es.json<ErrorResponse>()).toMatchObject({
      message: 'Un mensaje puede tener como mucho 1000 caracteres',
      issues: [{ path: 'text', message: 'Un mensaje puede tener como mucho 1000 caracteres' }],
    });
    const english = await register({ username: uniqueUsername('sam'), birthYear: 1990 });
    const en = await send(sessionCookieOf(english));
    expect(en.json<ErrorResponse>().message).toBe('A message can be at most 1000 characters');
  });
});
