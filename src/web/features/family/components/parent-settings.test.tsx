import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { ChildList, SentRequests } from './parent-settings.tsx';

const lily = {
  linkId: 3,
  id: 12,
  username: 'lily_chen',
  name: 'Lily Chen',
  grade: '3rd Grade',
  age: 8,
  relationship: 'grandparent' as const,
  linkedAt: '2026-06-01T12:00:00.000Z',
};

describe('Parent Settings: what the parent is to each child', () => {
  it('says "you are their grandparent" of a linked child, not "your grandparent"', () => {
    renderWithApp(<ChildList items={[lily]} selectedId={12} onSelect={() => {}} />);
    const row = screen.getByRole('list', { name: 'My Children' });
    expect(row.textContent).toContain('@lily_chen · 3rd Grade · age 8 · you are their grandparent');
    expect(row.textContent).not.toContain('your grandparent');
  });

  it('says the same of a link request still waiting', async () => {
    serve(
      'GET /api/parent/link-requests',
      answer([
        {
          id: 5,
          child: { username: 'lily_chen' },
          relationship: 'guardian',
          status: 'pending',
          createdAt: '2026-06-01T12:00:00.000Z',
          respondedAt: null,
          canAskAgainAt: null,
        },
      ]),
    );
    renderWithApp(<SentRequests userId={1} />);
    const list = await screen.findByRole('list', { name: 'Link requests' });
    expect(list.textContent).toContain('lily_chen · you are their guardian');
    expect(list.textContent).toContain('Waiting for approval');
  });
});

describe('Parent Settings in Spanish', () => {
  it('words the children and the waiting requests in Spanish, with no English left', async () => {
    serve(
      'GET /api/parent/link-requests',
      answer([
        {
          id: 5,
          child: { username: 'tomas' },
          relationship: 'parent',
          status: 'pending',
          createdAt: '2026-06-01T12:00:00.000Z',
          respondedAt: null,
          canAskAgainAt: null,
        },
      ]),
    );
    const { container } = renderWithApp(
      <>
        <ChildList items={[lily]} selectedId={12} onSelect={() => {}} />
        <SentRequests userId={1} />
      </>,
      { locale: 'es' },
    );
    const children = screen.getByRole('list', { name: 'Mis hijos' });
    expect(children.textContent).toContain('@lily_chen · 3rd Grade · 8 años · eres su abuela o abuelo');
    screen.getByRole('button', { name: 'Seleccionado' });
    screen.getByRole('button', { name: 'Quitar el vínculo con Lily Chen' });
    const requests = await screen.findByRole('list', { name: 'Solicitudes de vínculo' });
    expect(requests.textContent).toContain('tomas · eres su madre o padre');
    expect(requests.textContent).toContain('Esperando respuesta');
    screen.getByRole('button', { name: 'Cancelar la solicitud' });
    expect(container.textContent).not.toMatch(/you are their|age \d|Selected|Remove|Waiting|Cancel request/);
  });
});
