import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { aStudent } from '#web/test/users.ts';
import { AdminPanelCard } from './admin-panel-card.tsx';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import { PointsSummary } from './points-summary.tsx';

describe('the dashboard in Spanish', () => {
  it('says who is signed in, their points and where to earn more in Spanish', () => {
    const { container } = renderWithApp(
      <>
        <DashboardSidebar user={aStudent({ locale: 'es' })} points={120} onBack={() => {}} />
        <PointsSummary points={120} />
        <AdminPanelCard />
      </>,
      { locale: 'es' },
    );
    screen.getByText('Estudiante');
    expect(container.textContent).toContain('120 puntos');
    screen.getByRole('button', { name: 'Volver' });
    screen.getByRole('heading', { name: 'Tus puntos' });
    screen.getByRole('link', { name: 'Gana más puntos' });
    screen.getByRole('link', { name: 'Abrir el panel de administración' });
    expect(container.textContent).not.toMatch(
      /Student|points|Back|Points Summary|Earn More|Admin Panel|Admin Dashboard/,
    );
  });
});
