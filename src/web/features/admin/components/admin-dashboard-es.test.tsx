// The admin dashboard in Spanish (docs/architecture.md#languages): its tabs and search, a kind's
// heading, list and rows, the delete and reviews dialogs, and the game form's levels and badges,
// with no English left. The items' own words (names, titles) are data and stay as written.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNHANDLED_COUNT_HEADER } from '#contract/admin.ts';
import { AdminArticleSchema } from '#contract/articles.ts';
import { defaultRulesFor } from '#contract/game-rules.ts';
import { AdminGameSchema } from '#contract/games.ts';
import { AdminMerchandiseSchema } from '#contract/store.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminFormDialog } from './admin-form-dialog.tsx';
import { AdminItemList } from './admin-item-list.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { ReviewsDialog } from './reviews-dialog.tsx';

const noop = () => {};
const page = (items: unknown[]) => ({ ...answer(items), headers: { 'x-total-count': String(items.length) } });

const tutor = {
  id: 1,
  name: 'Ada Stone',
  imageUrl: null,
  bio: 'Paciente y amable.',
  bioEs: null,
  subjects: 'Mathematics, Reading',
  gradeLevel: 'All Grades',
  sessionType: 'One-on-One Tutoring',
  availability: ['Weekends'],
  timeZone: 'America/New_York',
  hours: null,
  rating: 4.5,
  ratingCount: 3,
};

const game = AdminGameSchema.parse({
  id: 3,
  title: 'Sendero de números',
  description: 'Salta por la recta numérica.',
  titleEs: null,
  descriptionEs: null,
  category: 'Math Games',
  gradelevel: null,
  imageUrl: null,
  rating: '4.5',
  ageRange: '6-8',
  skillType: 'arithmetic',
  isNew: true,
  isPopular: false,
  haslevels: true,
  totallevels: 2,
  availablebadges: ['Primera ronda'],
  rules: defaultRulesFor({ haslevels: true, totallevels: 2, availablebadges: ['Primera ronda'] }),
});

const prize = AdminMerchandiseSchema.parse({
  id: 7,
  name: 'Pegatinas',
  description: 'Veinte pegatinas brillantes.',
  nameEs: null,
  descriptionEs: null,
  imageUrl: null,
  pointsCost: 100,
  priceDollars: '9.99',
  inventory: 50,
  isActive: false,
  averageRating: 0,
  reviewCount: 0,
  digital: false,
});

const article = AdminArticleSchema.parse({
  id: 5,
  title: 'Leer juntos',
  summary: 'Diez minutos cada noche.',
  content: '<p>Diez minutos.</p>',
  titleEs: null,
  summaryEs: null,
  contentEs: null,
  imageUrl: null,
  category: 'Learning Techniques',
  author: 'Dana Lee',
  authorTitle: null,
  readTime: '5 min',
  featured: true,
  publishedAt: '2026-11-22T00:00:00.000Z',
});

describe('the admin dashboard in Spanish', () => {
  it('names its tabs, its search and the Tutors tab with its rows in Spanish', async () => {
    serve('GET /api/admin/tutors', page([tutor]));
    serve('GET /api/admin/messages', { ...answer([]), headers: { [UNHANDLED_COUNT_HEADER]: '3' } });
    serve('GET /api/admin/tutor-accounts', answer([]));
    renderWithApp(<AdminDashboard />, { locale: 'es' });
    screen.getByRole('searchbox', { name: 'Buscar' });
    const tabs = screen.getByRole('tablist', { name: 'Qué administrar' });
    for (const name of ['Tutores', 'Artículos', 'Juegos', 'Testimonios', 'Premios', 'Reservas', 'Pedidos'])
      within(tabs).getByRole('tab', { name });
    within(tabs).getByRole('tab', { name: 'Reseñas reportadas' });
    await within(tabs).findByLabelText('3 sin atender');
    expectNoEnglish(tabs);

    const panel = screen.getByRole('region', { name: 'Administrar tutores' });
    within(panel).getByRole('button', { name: 'Añadir tutor' });
    const row = await within(panel).findByRole('listitem');
    within(row).getByText('Matemáticas, Lectura');
    within(row).getByText('Todos los cursos · Clases individuales · 4.5 estrellas (3)');
    within(row).getByRole('button', { name: 'Reseñas de Ada Stone' });
    within(row).getByRole('button', { name: 'Horario de Ada Stone' });
    within(row).getByRole('button', { name: 'Editar Ada Stone' });
    within(row).getByRole('button', { name: 'Borrar Ada Stone' });
    expect(within(panel).getByRole('list').getAttribute('aria-label')).toBe('Tutores');
    expectNoEnglish(panel);
  });

  it("reads a game's, a prize's and an article's row in Spanish", async () => {
    serve('GET /api/admin/games', page([game]));
    serve('GET /api/admin/merchandise', page([prize]));
    serve('GET /api/admin/articles', page([article]));
    renderWithApp(
      <>
        <AdminItemList kind="games" search="" onEdit={noop} onDelete={noop} />
        <AdminItemList kind="merchandise" search="" onEdit={noop} onDelete={noop} />
        <AdminItemList kind="articles" search="" onEdit={noop} onDelete={noop} />
      </>,
      { locale: 'es' },
    );
    const games = await screen.findByRole('list', { name: 'Juegos' });
    await within(games).findByText('Juegos de matemáticas · Aritmética');
    within(games).getByText('6-8 · 2 niveles · 1 insignia');
    within(games).getByText('Nuevo');
    const prizes = await screen.findByRole('list', { name: 'Premios' });
    within(prizes).getByText('$9.99 · 100 puntos · 50 en existencia · Se envía por correo postal');
    within(prizes).getByText('Inactivo');
    const articles = await screen.findByRole('list', { name: 'Artículos' });
    within(articles).getByText('Técnicas de aprendizaje · Dana Lee');
    within(articles).getByText(/^5 min · 22 nov 2026$/);
    within(articles).getByText('Destacado');
    for (const list of [games, prizes, articles]) expectNoEnglish(list);
  });

  it('says in Spanish when a kind has nothing, or nothing matches the search', async () => {
    serve('GET /api/admin/testimonials', page([]));
    serve('GET /api/admin/games', page([game]));
    renderWithApp(
      <>
        <AdminItemList kind="testimonials" search="" onEdit={noop} onDelete={noop} />
        <AdminItemList kind="games" search="robot" onEdit={noop} onDelete={noop} />
      </>,
      { locale: 'es' },
    );
    await screen.findByText('No hay testimonios disponibles');
    await screen.findByText('Ningún juego coincide con tu búsqueda');
  });

  it('asks before deleting, and says it was deleted, in Spanish', async () => {
    serve('DELETE /api/admin/games/3', answer({ ok: true }));
    const { user } = renderWithApp(<DeleteDialog kind="games" itemId={3} onClose={noop} />, {
      locale: 'es',
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar el borrado' });
    within(dialog).getByText('¿Seguro que quieres borrar este juego? No se puede deshacer.');
    within(dialog).getByRole('button', { name: 'Cancelar' });
    expectNoEnglish(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    await screen.findByText('Se borró el juego.');
  });

  it('says a failed delete in Spanish', async () => {
    serve('DELETE /api/admin/merchandise/7', answer({ message: 'Not found' }, 404));
    const { user } = renderWithApp(<DeleteDialog kind="merchandise" itemId={7} onClose={noop} />, {
      locale: 'es',
    });
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    await screen.findByText('No se pudo borrar el premio');
  });

  it("draws a game's levels, badges and sums in Spanish", async () => {
    const { user } = renderWithApp(
      <AdminFormDialog kind="games" target={{ mode: 'edit', item: game }} onClose={noop} />,
      {
        locale: 'es',
      },
    );
    const rules = screen.getByRole('group', { name: 'Niveles e insignias' });
    within(rules).getByRole('heading', { name: 'Niveles' });
    const difficulty = within(rules).getAllByRole('combobox', { name: 'Dificultad' })[0];
    if (!difficulty) throw new Error('no difficulty');
    within(difficulty).getByRole('option', { name: 'Fácil' });
    within(rules).getAllByRole('combobox', { name: 'Cómo se gana' });
    within(rules).getAllByRole('option', { name: 'Terminar una primera ronda' });
    within(rules).getByLabelText('Nombre del nivel 2');
    within(rules).getByRole('button', { name: 'Quitar el nivel 2' });
    within(rules).getByRole('heading', { name: 'Insignias' });
    within(rules).getByLabelText('Nombre de la insignia 1');
    within(rules).getByRole('button', { name: 'Quitar la insignia 1' });
    const sums = within(rules).getByRole('group', { name: 'Operaciones que se preguntan' });
    await user.click(within(sums).getByRole('checkbox', { name: 'Multiplicar (×)' }));
    within(sums).getByLabelText('Número más pequeño');
    within(sums).getByLabelText('Número más grande');
    await user.click(within(rules).getByRole('button', { name: 'Añadir nivel' }));
    within(rules).getByLabelText('Nombre del nivel 3');
    await user.click(within(rules).getByRole('button', { name: 'Añadir insignia' }));
    within(rules).getByLabelText('Nombre de la insignia 2');
    expectNoEnglish(rules);
    // The whole form, its choices included (the kind of game, the category, the grades).
    screen.getByRole('option', { name: 'Aritmética' });
    screen.getByRole('option', { name: 'Cualquier curso' });
    expectNoEnglish(screen.getByRole('dialog'));
  });

  it("draws the tutor form's image field in Spanish", () => {
    renderWithApp(<AdminFormDialog kind="tutors" target={{ mode: 'add' }} onClose={noop} />, {
      locale: 'es',
    });
    const dialog = screen.getByRole('dialog', { name: 'Añadir tutor' });
    within(dialog).getByText('Sin imagen');
    within(dialog).getByLabelText('Archivo de imagen');
    within(dialog).getByRole('textbox', {
      name: 'O la URL de una imagen',
      description: 'Se usa si no eliges un archivo',
    });
    within(dialog).getByRole('checkbox', { name: 'Fines de semana' });
    expectNoEnglish(dialog);
  });

  it("lists an item's reviews, hidden ones marked, with Hide and Show in Spanish", async () => {
    serve(
      'GET /api/admin/tutors/1/reviews',
      answer([
        {
          id: 1,
          itemId: 1,
          username: 'lucia',
          rating: 5,
          comment: 'Muy paciente.',
          dateSubmitted: '2026-11-20T15:00:00.000Z',
          hidden: false,
        },
        {
          id: 2,
          itemId: 1,
          username: 'mateo',
          rating: 1,
          comment: 'Palabras feas.',
          dateSubmitted: '2026-11-21T15:00:00.000Z',
          hidden: true,
        },
      ]),
    );
    renderWithApp(<ReviewsDialog kind="tutors" item={{ id: 1, name: 'Ada Stone' }} onClose={noop} />, {
      locale: 'es',
    });
    const dialog = screen.getByRole('dialog', { name: 'Reseñas de Ada Stone' });
    within(dialog).getByText(
      'Oculta una reseña que no cumpla las normas. Quien la escribió la sigue viendo.',
    );
    await within(dialog).findByRole('button', { name: 'Ocultar la reseña' });
    within(dialog).getByRole('button', { name: 'Mostrar la reseña' });
    within(dialog).getByText('Oculta');
    within(dialog).getByText(/20 nov 2026/);
    expectNoEnglish(dialog);
  });
});
