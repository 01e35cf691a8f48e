// The languages (docs/architecture.md#languages) in the browser at a phone's width: a guest
// switches to Spanish and every page after it stays Spanish (the cookie), drawn by the server in
// Spanish with lang="es" (each page state audited with axe by the fixtures); and the pseudo-locale
// draws every public page right to left without anything sticking out sideways.

import { expect, outbox, test, toastText, uniqueUsername } from './fixtures';
import { DATA_PAGES } from './public-pages';

test.use({ viewport: { width: 390, height: 844 } });

test('A guest switches to Spanish in the footer, and the language sticks across pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\?lang=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aprender, crecer y brillar juntos' }),
  ).toBeVisible();

  // Another page, with no ?lang=: the cookie keeps the language, from the server's first paint.
  const response = await page.goto('/auth');
  expect(response?.headers()['content-language']).toBe('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Te damos la bienvenida a Sprout' }),
  ).toBeVisible();
  // The contract's validation messages in Spanish, once the page has its whole catalog.
  await page.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeVisible();

  // The header menu has the switcher too: back to English.
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sprout' })).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn, Grow, and Thrive Together' }),
  ).toBeVisible();
});

test('The pseudo-locale draws every public page right to left with nothing wider than the phone', async ({
  page,
}) => {
  // One walk over fifteen pages: three times the usual time, so a slow machine does not fail it.
  test.slow();
  for (const url of [
    ...DATA_PAGES,
    '/auth',
    '/auth?tab=register',
    '/privacy',
    '/terms',
    '/how-points-work',
  ]) {
    const separator = url.includes('?') ? '&' : '?';
    await page.goto(`${url}${separator}lang=en-XA`);
    await expect(page.locator('html'), url).toHaveAttribute('dir', 'rtl');
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} is wider than the screen by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});

test('A child signs up in Spanish, and a parent reads the consent mail in Spanish and says yes', async ({
  page,
}) => {
  const username = uniqueUsername('nina');
  const parentEmail = `${uniqueUsername('mama')}@example.com`;
  await page.goto('/auth?tab=register&lang=es');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Nombre', { exact: true }).fill('Lucía Peña');
  await form.getByLabel('Nombre de usuario', { exact: true }).fill(username);
  await form.getByLabel('Año de nacimiento').selectOption(String(new Date().getUTCFullYear() - 7));
  await form.getByLabel('El correo de tu madre, padre o tutor').fill(parentEmail);
  await form.getByLabel('Contraseña', { exact: true }).fill('secret123');
  await form.getByLabel('Confirma la contraseña').fill('secret123');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toastText(page, 'Cuenta creada')).toBeVisible();

  // The mail is in the language the child chose.
  const mail = outbox().findLast((m) => m.to === parentEmail);
  expect(mail?.subject).toBe('Lucía Peña quiere unirse a Sprout');
  const link = mail?.text.match(/https?:\/\/\S+\/consent\/\S+/)?.[0];
  if (!link) throw new Error('no consent link in the mail');

  // The parent opens it on their own phone, whose browser asks for English: the page follows
  // the mail's language.
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-US,en;q=0.9' });
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Lucía Peña quiere unirse a Sprout' })).toBeVisible();
  await page.getByLabel('Tu nombre').fill('Marta Peña');
  await page.getByLabel('Elige un nombre de usuario').fill(uniqueUsername('marta'));
  await page.getByLabel('Elige una contraseña').fill('tractor verde 7');
  await page.getByRole('button', { name: 'Crear mi cuenta de familia y decir que sí' }).click();
  await expect(page.getByText('¡Gracias! Tu hijo ya puede usar todo Sprout')).toBeVisible();
});
