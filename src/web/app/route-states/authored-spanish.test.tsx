// Authored content on Spanish pages (docs/architecture.md#languages): a text the server answers in
// Spanish is drawn as the page's own, and one it answers in English (no Spanish version was
// written) carries lang="en", so it is read aloud with an English voice.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleSchema } from '#contract/articles.ts';
import { TestimonialSchema } from '#contract/testimonials.ts';
import { expectNoAxeViolations, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';

/** The language a text is read in: the nearest lang of its own above it, the page's when none. */
function langOf(element: HTMLElement): string {
  const marked = element.closest('[lang]');
  return marked && marked !== document.documentElement ? (marked.getAttribute('lang') ?? 'page') : 'page';
}

describe('an article on a Spanish page', () => {
  it('draws its Spanish title and summary as the page’s, and its English body marked lang="en"', async () => {
    serve(
      'GET /api/articles/7',
      answer(
        ArticleSchema.parse({
          id: 7,
          title: 'Leer juntos antes de dormir',
          summary: 'Por qué importa un cuento corto cada noche.',
          content: '<p>Ten minutes a night adds up.</p>',
          imageUrl: null,
          category: 'Parenting Advice',
          author: 'Dana Lee',
          authorTitle: null,
          readTime: '5 min read',
          featured: false,
          publishedAt: '2026-05-01T10:00:00.000Z',
          lang: { title: 'es', summary: 'es', content: 'en' },
        }),
      ),
    );
    renderRoute('/articles/7', { locale: 'es' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Leer juntos antes de dormir' });
    expect(langOf(title)).toBe('page');
    expect(langOf(screen.getByText('Por qué importa un cuento corto cada noche.'))).toBe('page');
    expect(langOf(screen.getByText('Ten minutes a night adds up.'))).toBe('en');
    await expectNoAxeViolations();
  });
});

describe('the success stories on a Spanish home page', () => {
  it('marks only the story told in English', async () => {
    const story = (id: number, fields: object) =>
      TestimonialSchema.parse({ id, name: 'Maria Alvarez', rating: '5.0', imageUrl: null, ...fields });
    serve(
      'GET /api/testimonials',
      answer([
        story(1, {
          title: 'Mamá de dos',
          content: 'Mi hijo ahora pide jugar antes de cenar.',
          lang: { title: 'es', content: 'es' },
        }),
        story(2, {
          title: 'Dad of a 7-year-old',
          content: 'The bedtime reading article changed our evenings.',
          lang: { title: 'en', content: 'en' },
        }),
      ]),
    );
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    renderRoute('/', { locale: 'es' });
    const spanish = await screen.findByText('Mi hijo ahora pide jugar antes de cenar.');
    expect(langOf(spanish)).toBe('page');
    expect(langOf(screen.getByText('Mamá de dos'))).toBe('page');
    expect(langOf(screen.getByText('The bedtime reading article changed our evenings.'))).toBe('en');
    expect(langOf(screen.getByText('Dad of a 7-year-old'))).toBe('en');
    await expectNoAxeViolations();
  });
});

describe('an article on an English page', () => {
  it('needs no lang of its own: every text is in the page’s language', async () => {
    serve(
      'GET /api/articles/8',
      answer(
        ArticleSchema.parse({
          id: 8,
          title: 'Reading Together at Bedtime',
          summary: 'Why a short story every night matters.',
          content: '<p>Ten minutes a night adds up.</p>',
          imageUrl: null,
          category: 'Parenting Advice',
          author: 'Dana Lee',
          authorTitle: null,
          readTime: '5 min read',
          featured: false,
          publishedAt: '2026-05-01T10:00:00.000Z',
          lang: { title: 'en', summary: 'en', content: 'en' },
        }),
      ),
    );
    renderRoute('/articles/8');
    await screen.findByRole('heading', { level: 1, name: 'Reading Together at Bedtime' });
    expect(langOf(screen.getByText('Ten minutes a night adds up.'))).toBe('page');
  });
});
