import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageReport } from '#contract/messages.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { ReportedMessagesPanel } from './reported-messages-panel.tsx';

const report: MessageReport = {
  id: 9,
  reason: 'Asked my child for a phone number',
  reportedAt: '2026-11-20T10:00:00.000Z',
  reporter: 'pat_parent',
  handledAt: null,
  message: {
    id: 31,
    text: 'What is your number?',
    sentAt: '2026-11-20T09:00:00.000Z',
    sender: 'tutor_maria',
  },
  conversation: {
    id: 5,
    tutorName: 'Maria Lopez',
    learnerUsername: 'sam_kid',
    childConversation: true,
    around: [
      { id: 30, text: 'Hello!', sentAt: '2026-11-20T08:00:00.000Z', sender: 'sam_kid' },
      { id: 31, text: 'What is your number?', sentAt: '2026-11-20T09:00:00.000Z', sender: 'tutor_maria' },
    ],
  },
};

describe('the Reported Messages queue', () => {
  it('says when nothing is reported', async () => {
    serve('GET /api/admin/message-reports', answer([]));
    renderWithApp(<ReportedMessagesPanel />);
    expect(await screen.findByText('No reported messages')).toBeInstanceOf(HTMLElement);
  });

  it('shows the report with the conversation around it, and Mark handled takes it off the queue', async () => {
    let open = [report];
    serve('GET /api/admin/message-reports', () => answer(open));
    serve('POST /api/admin/message-reports/9/handled', () => {
      open = [];
      return answer({ ok: true });
    });
    const { user } = renderWithApp(<ReportedMessagesPanel />);
    const card = await screen.findByRole('listitem', { name: 'Message from tutor_maria reported' });
    within(card).getByText('Asked my child for a phone number');
    within(card).getByText("Child's conversation");
    const around = within(card).getByRole('list', { name: 'The conversation around it' });
    expect(within(around).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    await screen.findByText('No reported messages');
    expect(requests).toContain('POST /api/admin/message-reports/9/handled');
    await waitFor(() =>
      expect(requests.filter((r) => r.startsWith('GET /api/admin/message-reports')).length).toBe(2),
    );
  });

  it('speaks Spanish on a Spanish page: the report, its conversation, the toast and the empty queue', async () => {
    // A family writing in Spanish, reported by an account since deleted.
    const inSpanish: MessageReport = {
      ...report,
      reason: 'Le pidió a mi hijo su número de teléfono',
      reporter: null,
      message: { ...report.message, text: '¿Cuál es tu número?' },
      conversation: {
        ...report.conversation,
        around: [
          { id: 30, text: '¡Hola!', sentAt: '2026-11-20T08:00:00.000Z', sender: 'sam_kid' },
          { id: 31, text: '¿Cuál es tu número?', sentAt: '2026-11-20T09:00:00.000Z', sender: 'tutor_maria' },
        ],
      },
    };
    let open = [inSpanish];
    serve('GET /api/admin/message-reports', () => answer(open));
    serve('POST /api/admin/message-reports/9/handled', () => {
      open = [];
      return answer({ ok: true });
    });
    const { user } = renderWithApp(<ReportedMessagesPanel />, { locale: 'es' });
    const card = await screen.findByRole('listitem', { name: 'Mensaje reportado de tutor_maria' });
    screen.getByRole('heading', { name: 'Mensajes reportados' });
    within(card).getByText('Maria Lopez y sam_kid');
    within(card).getByText('Conversación de un niño');
    within(card).getByText(/^Reportado por una cuenta borrada el .*de nov de 2026/);
    within(card).getByText('Motivo:');
    const around = within(card).getByRole('list', { name: 'La conversación en torno al mensaje' });
    within(around).getByText('(el mensaje reportado)');
    expectNoEnglish(card);
    await user.click(within(card).getByRole('button', { name: 'Marcar como atendido' }));
    await screen.findByText('El reporte quedó marcado como atendido.');
    await screen.findByText('No hay mensajes reportados');
  });

  it('says in Spanish when the reported messages could not be loaded', async () => {
    serve('GET /api/admin/message-reports', answer({ message: 'Down' }, 500));
    renderWithApp(<ReportedMessagesPanel />, { locale: 'es' });
    await screen.findByText('No pudimos cargar los mensajes reportados');
  });
});
