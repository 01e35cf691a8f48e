// The first screens in Spanish (docs/architecture.md#languages): the page shell, the home page
// and the log-in and sign-up forms drawn from the Spanish catalog, the contract's validation
// messages in Spanish, and a new account registering in the page's language.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '#web/app/layout/site-footer.tsx';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { LanguageSetting } from '#web/features/accounts/components/language-setting.tsx';
import { renderWithApp } from '#web/test/render.tsx';
import { expectNoAxeViolations, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

describe('the page shell in Spanish', () => {
  it('names the header and the footer in Spanish, with the switcher offering both languages', () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    renderWithApp(
      <>
        <SiteHeader user={null} userLoading={false} points={undefined} />
        <SiteFooter />
      </>,
      { locale: 'es' },
    );
    const main = screen.getByRole('navigation', { name: 'Principal' });
    within(main).getByRole('link', { name: 'Inicio' });
    within(main).getByRole('link', { name: 'Reservar una clase' });
    within(main).getByRole('link', { name: 'Iniciar sesión' });
    screen.getByRole('button', { name: 'Abrir el menú' });
    screen.getByRole('button', { name: 'Carrito, 0 artículos' });
    screen.getByRole('heading', { name: 'Explorar' });
    screen.getByRole('link', { name: 'Política de privacidad' });
    screen.getByText(`© ${new Date().getFullYear()} Sprout. Hecho para niños curiosos.`);
    const switcher = screen.getByRole('navigation', { name: 'Idioma' });
    const spanish = within(switcher).getByRole('link', { name: 'Español' });
    expect(spanish.getAttribute('aria-current')).toBe('true');
    expect(spanish.getAttribute('href')).toBe('?lang=es');
    const english = within(switcher).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('?lang=en');
    expect(english.getAttribute('lang')).toBe('en');
  });
});

describe('the home page in Spanish', () => {
  it('draws the hero, the offers and the call to action in Spanish', async () => {
    serve('GET /api/testimonials', answer([]));
    serve('GET /api/user', answer(aStudent({ name: 'Lucía' })));
    renderRoute('/', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Aprender, crecer y brillar juntos' });
    screen.getByRole('heading', { name: 'Lo que ofrecemos' });
    expect(screen.getAllByRole('link', { name: 'Reservar una clase' }).length).toBeGreaterThan(0);
    screen.getByRole('heading', { name: 'Historias de éxito' });
    await screen.findByText('Pronto aparecerán aquí las historias de nuestras familias.');
    await screen.findByRole('heading', { name: '¡Hola, Lucía!' });
    screen.getByRole('img', { name: /Dos niños felices/ });
    await expectNoAxeViolations();
  });
});

describe('/auth in Spanish', () => {
  it("says the contract's validation messages in Spanish and sends nothing", async () => {
    const { user } = renderRoute('/auth', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Te damos la bienvenida a Sprout' });
    const form = screen.getByRole('tabpanel');
    await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByText('El nombre de usuario debe tener al menos 3 caracteres');
    screen.getByText('La contraseña debe tener al menos 6 caracteres');
    await expectNoAxeViolations();
  });

  it('registers the account in the language of the page', async () => {
    let sent: unknown;
    serve('POST /api/register', ({ body }) => {
      sent = body;
      return answer(aStudent({ locale: 'es' }), 201);
    });
    const { user } = renderRoute('/auth?tab=register', { locale: 'es' });
    await user.type(await screen.findByLabelText('Nombre', { exact: true }), 'Lucía Peña');
    await user.type(screen.getByLabelText('Nombre de usuario'), 'lucia_p');
    await user.selectOptions(screen.getByLabelText('Año de nacimiento'), '1990');
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secret-garden');
    await user.type(screen.getByLabelText('Confirma la contraseña'), 'secret-garden');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await screen.findAllByText('Cuenta creada');
    expect(sent).toMatchObject({ username: 'lucia_p', locale: 'es' });
  });
});

describe('/consent in Spanish', () => {
  it("asks the parent in Spanish, with the child's name", async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    serve(
      'GET /api/consent/abc',
      answer({
        childName: 'Mateo Núñez',
        childUsername: 'mateo',
        requestedAt: '2026-06-01T12:00:00.000Z',
        parentEmail: 'mama@example.com',
      }),
    );
    renderRoute('/consent/abc', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'El sí de la familia' });
    await screen.findByRole('heading', { name: 'Mateo Núñez quiere unirse a Sprout' });
    screen.getByRole('heading', { name: 'Decir que sí' });
    screen.getByRole('button', { name: 'No, borrar esta cuenta' });
    await screen.findByRole('button', { name: 'Crear mi cuenta de familia y decir que sí' });
    await expectNoAxeViolations();
  });
});

describe('the account language setting', () => {
  it("saves the account's language and loads the page again in it", async () => {
    let sent: unknown;
    serve('PUT /api/users/locale', ({ body }) => {
      sent = body;
      return answer(aStudent({ locale: 'es' }));
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/user-panel', assign });
    const { user } = renderWithApp(<LanguageSetting user={aStudent()} />);
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/user-panel?lang=es'));
    expect(sent).toEqual({ locale: 'es' });
  });
});
