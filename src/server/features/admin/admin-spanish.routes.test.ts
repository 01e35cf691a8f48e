// Authored content in Spanish (docs/architecture.md#languages): the admin forms take an optional
// Spanish version of each text, and the public reads answer each field in the reader's language
// where it exists, saying which language each field is in, cached once per language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminKind } from '#contract/admin.ts';
import type { AdminArticle, Article } from '#contract/articles.ts';
import {
  demoArticles,
  demoGames,
  demoMerchandise,
  demoTestimonials,
  demoTutors,
} from '#contract/demo-content.ts';
import type { Game } from '#contract/games.ts';
import type { Merchandise } from '#contract/store.ts';
import type { Testimonial } from '#contract/testimonials.ts';
import type { Tutor } from '#contract/tutors.ts';
import { seedDemoContent } from '#server/demo/seed.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { SAMPLE_INPUTS } from './test/admin.samples.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { demoMode: false } });
  admin = (await t.signUp({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

const SPANISH = { cookie: 'sprout_lang=es' };

function save(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.inject({ method, url, headers: { cookie: admin }, payload });
}

async function read<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const spanishArticle = {
  ...SAMPLE_INPUTS.articles,
  titleEs: '  Leer juntos antes de dormir  ',
  summaryEs: 'Por qué importa un cuento corto cada noche.',
  contentEs:
    '<p>Diez minutos cada noche suman <strong>sesenta horas</strong> al año.</p><script>alert(1)</script>',
};

describe('an article in Spanish', () => {
  it('is saved with its Spanish versions, trimmed and sanitized like the English', async () => {
    const res = await save('POST', '/api/admin/articles', spanishArticle);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminArticle>()).toMatchObject({
      title: 'Reading Together at Bedtime',
      titleEs: 'Leer juntos antes de dormir',
      summaryEs: 'Por qué importa un cuento corto cada noche.',
      contentEs: '<p>Diez minutos cada noche suman <strong>sesenta horas</strong> al año.</p>',
    });
  });

  it('is read in Spanish by a reader of Spanish and in English by anyone else, each field marked', async () => {
    const { id } = (await save('POST', '/api/admin/articles', spanishArticle)).json<AdminArticle>();
    const url = `/api/articles/${id}`;
    // English first: the Spanish read of the same URL must not be the kept English answer.
    const english = await read<Article>(url);
    expect(english).toMatchObject({ title: 'Reading Together at Bedtime' });
    expect(english.lang).toEqual({ title: 'en', summary: 'en', content: 'en' });
    const spanish = await read<Article>(url, SPANISH);
    expect(spanish).toMatchObject({
      title: 'Leer juntos antes de dormir',
      summary: 'Por qué importa un cuento corto cada noche.',
    });
    expect(spanish.lang).toEqual({ title: 'es', summary: 'es', content: 'es' });
    expect(spanish).not.toHaveProperty('titleEs');
    // Each language's answer stays kept: a reader of English is never sent the Spanish one.
    expect((await read<Article>(url)).title).toBe('Reading Together at Bedtime');
    expect((await read<Article>(url, { 'accept-language': 'es-MX,es;q=0.9' })).title).toBe(
      'Leer juntos antes de dormir',
    );
    const inList = (await read<Article[]>('/api/articles', SPANISH)).find((a) => a.id === id);
    expect(inList?.lang?.title).toBe('es');
  });

  it('falls back to the English of each field without a Spanish version, saying so', async () => {
    const { titleEs, contentEs: _c, summaryEs: _s, ...english } = spanishArticle;
    const { id } = (await save('POST', '/api/admin/articles', { ...english, titleEs })).json<AdminArticle>();
    const spanish = await read<Article>(`/api/articles/${id}`, SPANISH);
    expect(spanish.title).toBe('Leer juntos antes de dormir');
    expect(spanish.summary).toBe(SAMPLE_INPUTS.articles.summary);
    expect(spanish.lang).toEqual({ title: 'es', summary: 'en', content: 'en' });
  });

  it('keeps the Spanish on an edit that leaves it out, clears it on an empty one, and the next read shows it', async () => {
    const { id } = (await save('POST', '/api/admin/articles', spanishArticle)).json<AdminArticle>();
    const url = `/api/articles/${id}`;
    expect((await read<Article>(url, SPANISH)).title).toBe('Leer juntos antes de dormir');

    const { titleEs: _t, summaryEs: _s, contentEs: _c, ...withoutSpanish } = spanishArticle;
    const kept = await save('PUT', `/api/admin/articles/${id}`, withoutSpanish);
    expect(kept.json<AdminArticle>().titleEs).toBe('Leer juntos antes de dormir');

    const cleared = await save('PUT', `/api/admin/articles/${id}`, {
      ...spanishArticle,
      titleEs: '',
      contentEs: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminArticle>()).toMatchObject({
      titleEs: null,
      contentEs: null,
      summaryEs: spanishArticle.summaryEs,
    });
    const after = await read<Article>(url, SPANISH);
    expect(after.title).toBe('Reading Together at Bedtime');
    expect(after.lang).toEqual({ title: 'en', summary: 'es', content: 'en' });
  });

  it('stores no Spanish body when it sanitizes to nothing', async () => {
    const res = await save('POST', '/api/admin/articles', {
      ...spanishArticle,
      contentEs: '<script>x()</script>',
    });
    expect(res.json<AdminArticle>().contentEs).toBeNull();
  });
});

describe('the Spanish fields of every admin form', () => {
  const SPANISH_FIELDS: [AdminKind, Record<string, string>, string][] = [
    ['tutors', { bioEs: 'Convierte las fracciones en un juego.' }, '/api/tutors'],
    [
      'games',
      { titleEs: 'Salto numérico', descriptionEs: 'Salta por la recta numérica sumando y restando.' },
      '/api/games',
    ],
    [
      'testimonials',
      { titleEs: 'Papá de un niño de tercero', contentEs: 'Mi hijo pide jugar cada día.' },
      '/api/testimonials',
    ],
    [
      'merchandise',
      { nameEs: 'Calcomanías de Sprout', descriptionEs: 'Veinte calcomanías brillantes.' },
      '/api/merchandise',
    ],
  ];

  it.each(SPANISH_FIELDS)(
    '%s: saved, read back by the admin, and read in Spanish by a reader of Spanish',
    async (kind, spanish, list) => {
      const res = await save('POST', `/api/admin/${kind}`, { ...SAMPLE_INPUTS[kind], ...spanish });
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json<{ id: number }>();
      expect(made).toMatchObject(spanish);
      const listed = (await read<{ id: number; lang?: Record<string, string> }[]>(list, SPANISH)).find(
        (item) => item.id === made.id,
      );
      const english = (await read<{ id: number; lang?: Record<string, string> }[]>(list)).find(
        (item) => item.id === made.id,
      );
      for (const [field, text] of Object.entries(spanish)) {
        const name = field.replace(/Es$/, '');
        expect(listed, kind).toMatchObject({ [name]: text });
        expect(listed?.lang?.[name]).toBe('es');
        expect(english?.lang?.[name]).toBe('en');
        expect(english).not.toMatchObject({ [name]: text });
      }
    },
  );

  it.each([
    ['tutors', 'bioEs', 2000],
    ['articles', 'titleEs', 200],
    ['articles', 'summaryEs', 1000],
    ['games', 'titleEs', 100],
    ['games', 'descriptionEs', 2000],
    ['testimonials', 'titleEs', 100],
    ['testimonials', 'contentEs', 2000],
    ['merchandise', 'nameEs', 100],
    ['merchandise', 'descriptionEs', 2000],
  ] as const)('%s: %s longer than %i characters answers 400, pointing at it', async (kind, field, max) => {
    const res = await save('POST', `/api/admin/${kind}`, {
      ...SAMPLE_INPUTS[kind],
      [field]: 'a'.repeat(max + 1),
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(error.issues).toContainEqual({ path: field, message: `At most ${max} characters` });
  });

  it('refuses a Spanish version that is not text', async () => {
    const res = await save('POST', '/api/admin/games', { ...SAMPLE_INPUTS.games, titleEs: 42 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain('titleEs');
  });
});

describe('the demo catalog in Spanish', () => {
  it('carries a Spanish version of every tutor bio, game, testimonial, prize and article', async () => {
    const demo = await createTestApp({ config: { demoMode: false } });
    try {
      await seedDemoContent(demo.database.db, { demoAccounts: false });
      const get = async <T>(url: string) => (await demo.inject({ url, headers: SPANISH })).json<T>();
      const tutors = await get<Tutor[]>('/api/tutors');
      expect(tutors).toHaveLength(demoTutors.length);
      expect(tutors.every((x) => x.lang?.bio === 'es')).toBe(true);
      const games = await get<Game[]>('/api/games');
      expect(games).toHaveLength(demoGames.length);
      expect(games.every((x) => x.lang?.title === 'es' && x.lang.description === 'es')).toBe(true);
      const stories = await get<Testimonial[]>('/api/testimonials');
      expect(stories).toHaveLength(demoTestimonials.length);
      expect(stories.every((x) => x.lang?.title === 'es' && x.lang.content === 'es')).toBe(true);
      const prizes = await get<Merchandise[]>('/api/merchandise');
      expect(prizes).toHaveLength(demoMerchandise.length);
      expect(prizes.every((x) => x.lang?.name === 'es' && x.lang.description === 'es')).toBe(true);
      const articles = await get<Article[]>('/api/articles');
      expect(articles).toHaveLength(demoArticles.length);
      expect(
        articles.every((x) => x.lang?.title === 'es' && x.lang.summary === 'es' && x.lang.content === 'es'),
      ).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
