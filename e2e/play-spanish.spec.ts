// A child plays a word game in Spanish at a phone's width (docs/architecture.md#languages): the
// game's page in Spanish with lang="es", Word Detective's questions from the Spanish word list,
// Spanish feedback and the result screen; each page state audited with axe by the fixtures.
import { answersTo } from '#web/test/answer-key.ts';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('A child plays Word Detective in Spanish with Spanish questions', async ({ page }) => {
  await page.goto('/games/4?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Cómo se juega' })).toBeVisible();
  await expect(page.getByText('Mira la palabra bajo la lupa. Elige lo que significa.')).toBeVisible();
  await page.getByRole('button', { name: 'Jugar el nivel 1' }).tap();

  const question = page
    .getByRole('button', { name: /^Escuchar la pregunta/ })
    .locator('xpath=preceding-sibling::h2');
  for (let n = 0; n < 10; n++) {
    await expect(question).toHaveText(/^¿Qué (palabra )?significa «.+»\?$/);
    const prompt = ((await question.textContent()) ?? '').trim();
    const choices = page.getByRole('group', { name: 'Elige una respuesta' });
    // Every other question answered wrong: the kind words and the right answer, in Spanish.
    const right = answersTo(prompt);
    if (n % 2 === 0) {
      await choices.getByRole('button', { name: right[0], exact: true }).tap();
      await expect(page.getByText('¡Correcto!')).toBeVisible();
    } else {
      const wrong = choices.getByRole('button', { name: /^(?!Escuchar)/ }).filter({ hasNotText: right[0] });
      await wrong.first().tap();
      await expect(page.getByText('No es correcto')).toBeVisible();
      await expect(page.getByText(`La respuesta correcta era ${right[0]}`)).toBeVisible();
    }
    const next = page.getByRole('button', { name: /^(Siguiente pregunta|Ver mi puntuación)$/ });
    await next.tap();
    // The next question is drawn in the frame after the tap's, as the feedback goes (decision
    // 0043): it is read once it is there, not the one still fading out.
    await expect(next).toBeHidden();
  }
  await expect(page.getByText('¡Ronda terminada!')).toBeVisible();
  await expect(page.getByText('Respuestas correctas')).toBeVisible();
  await expect(
    page.getByText('Acertaste 5. Acierta 8 para completar el nivel 1.', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
