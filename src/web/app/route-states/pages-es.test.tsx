// The Knowledge Center, the contact page, /messages and the tutor's /teach in Spanish: each page's
// own words from the Spanish catalog, dates as Spanish writes them, and no English left over.

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleSchema } from '#contract/articles.ts';
import type { Conversation, ConversationMessages } from '#contract/messages.ts';
import type { TeachSession } from '#contract/teach.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

// Authored words (titles, summaries) come in the reader's language where they exist: here, Spanish.
const article = (id: number) =>
  ArticleSchema.parse({
    id,
    title: `Artículo ${id}`,
    summary: 'Una lectura corta.',
    content: '<p>Lee con tu hijo cada día.</p>',
    imageUrl: null,
    category: 'Parenting Advice',
    author: 'Dra. Sara Jiménez',
    authorTitle: null,
    readTime: '5 min read',
    featured: id === 1,
    publishedAt: '2026-05-01T10:00:00.000Z',
  });

describe('more pages in Spanish', () => {
  it('/articles: the chips, the featured article and the cards', async () => {
    serve('GET /api/articles', answer([article(2), article(3)]));
    serve('GET /api/articles/featured', answer([article(1)]));
    renderRoute('/articles', { locale: 'es' });
    await findPageHeading('Centro de conocimiento');
    const chips = screen.getByRole('navigation', { name: 'Categorías de artículos' });
    within(chips).getByRole('link', { name: 'Consejos de crianza' });
    await screen.findByText('Destacado');
    screen.getByRole('heading', { name: 'Artículos recientes' });
    expect(screen.getAllByText('5 min de lectura').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^1 may 2026$/).length).toBeGreaterThan(0);
    expectNoEnglish(screen.getByRole('main'));
    await expectNoAxeViolations();
  });

  it('/contact: the form and the details', async () => {
    serve(
      'GET /api/app-info',
      answer({
        demoMode: false,
        demoAccounts: [],
        supportEmail: 'ayuda@sprout.example',
        dailyGamePointsCap: 2000,
        contact: { emails: ['hola@sprout.example'], phone: '555-0100', addressLines: ['Calle 1'] },
      }),
    );
    renderRoute('/contact', { locale: 'es' });
    await findPageHeading('Nos encantaría saber de ti');
    const form = screen.getByRole('form', { name: 'Formulario de contacto' });
    within(form).getByLabelText('Correo electrónico');
    within(form).getByRole('button', { name: 'Enviar mensaje' });
    await screen.findByText('Ayuda con tu cuenta:');
    expectNoEnglish(screen.getByRole('main'));
  });

  it('/messages: a parent reads a conversation about their child', async () => {
    const conversation: Conversation = {
      id: 5,
      tutorId: 3,
      learnerId: 7,
      myRole: 'parent',
      with: { name: 'María López', username: null },
      learnerFirstName: 'Sam',
      childConversation: true,
      lastMessage: { text: 'Nos vemos el martes', sentAt: '2026-11-20T16:00:00.000Z', fromMe: false },
      unreadCount: 2,
      createdAt: '2026-11-18T16:00:00.000Z',
    };
    const thread: ConversationMessages = {
      conversation: { ...conversation, unreadCount: 0 },
      messages: [
        {
          id: 11,
          conversationId: 5,
          text: 'Nos vemos el martes',
          sentAt: '2026-11-20T16:00:00.000Z',
          senderName: 'María López',
          senderRole: 'tutor',
          mine: false,
        },
      ],
      hasMore: false,
    };
    serve('GET /api/user', answer(aStudent({ id: 20, username: 'pat', name: 'Pat', userType: 'parent' })));
    serve('GET /api/messages', answer([conversation]));
    serve('GET /api/messages/5', answer(thread));
    renderRoute('/messages?c=5', { locale: 'es' });
    await findPageHeading('Mensajes');
    await screen.findByRole('heading', { name: 'María López, sobre Sam' });
    screen.getByText('(Tutor)');
    screen.getByLabelText('Mensaje para María López');
    screen.getByRole('button', { name: 'Enviar' });
    expectNoEnglish(screen.getByRole('main'));
  });

  it('/learn-more: Sprout explained to parents in Spanish', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    renderRoute('/learn-more', { locale: 'es' });
    await findPageHeading('Cómo funciona Sprout');
    screen.getByRole('heading', { name: 'Los niños aprueban cada vínculo' });
    screen.getByText(/Las clases se pueden cancelar hasta 12 horas antes de que empiecen\./);
    expectNoEnglish(screen.getByRole('main'));
  });

  it('/teach: a tutor sees a session card in Spanish', async () => {
    const session: TeachSession = {
      id: 101,
      startsAt: '2026-12-02T17:30:00.000Z',
      endsAt: '2026-12-02T18:30:00.000Z',
      subject: 'Mathematics',
      sessionType: 'One-on-One Tutoring',
      status: 'completed',
      learner: { id: 77, username: 'leafy_kid', firstName: 'Maya' },
      bookedBy: 'parent',
      cancelReason: null,
      canRecordOutcome: true,
      canCancel: false,
      note: null,
    };
    serve(
      'GET /api/user',
      answer(aStudent({ id: 31, username: 'ms_ada', name: 'Ada', userType: 'tutor', tutorId: 4 })),
    );
    serve('GET /api/teach/sessions', answer([session]));
    renderRoute('/teach', { locale: 'es' });
    await findPageHeading('Tus clases');
    const card = (await screen.findByText('Maya')).closest('li') as HTMLElement;
    within(card).getByText('Completada');
    within(card).getByText('Clases individuales');
    within(card).getByRole('button', { name: /^Marcar como completada: Matemáticas con Maya, / });
    within(card).getByRole('link', { name: /^Escribir una nota: Matemáticas con Maya$/ });
    within(card).getByRole('button', { name: 'Escribir a la familia' });
    expect(card.textContent).toMatch(/2 de dic de 2026, 5:30 p\.\s?m\./);
    screen.getByRole('tab', { name: 'Mis horarios' });
    expectNoEnglish(screen.getByRole('main'));
  });
});
