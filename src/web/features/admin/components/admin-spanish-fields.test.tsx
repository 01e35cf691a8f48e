// The optional Spanish versions in the admin forms (docs/architecture.md#languages): labelled as
// Spanish and optional, written as Spanish (lang="es"), filled from the item on an edit, and sent
// with the form; an emptied one is sent empty, which clears it.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTestimonialSchema } from '#contract/testimonials.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { AdminFormDialog } from './admin-form-dialog.tsx';

const noop = () => {};

const story = AdminTestimonialSchema.parse({
  id: 4,
  name: 'Maria Alvarez',
  title: 'Parent of two',
  content: 'My son asks to play the math games every day.',
  titleEs: 'Mamá de dos',
  contentEs: 'Mi hijo pide jugar a los juegos de matemáticas cada día.',
  rating: '5.0',
  imageUrl: '/images/testimonials/testimonial-01.svg',
});

describe("the admin's Spanish fields", () => {
  it('are labelled as optional Spanish versions, written in Spanish, and sent with a new item', async () => {
    let sent: unknown;
    serve('POST /api/admin/testimonials', ({ body }) => {
      sent = body;
      return answer({ ...story, id: 5 }, 201);
    });
    const { user } = renderWithApp(
      <AdminFormDialog kind="testimonials" target={{ mode: 'add' }} onClose={noop} />,
    );
    const spanishContent = screen.getByRole('textbox', {
      name: 'Content (Spanish, optional)',
      description: 'Readers of Spanish see the English while this is empty',
    });
    expect(spanishContent.getAttribute('lang')).toBe('es');
    expect(screen.getByLabelText('Content').getAttribute('lang')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Maria Alvarez');
    await user.type(screen.getByLabelText('Title'), 'Parent of two');
    await user.type(screen.getByLabelText('Content'), 'My son asks to play the math games every day.');
    await user.type(spanishContent, 'Mi hijo pide jugar cada día.');
    await user.type(screen.getByLabelText('Image URL'), '/images/testimonials/testimonial-01.svg');
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ contentEs: 'Mi hijo pide jugar cada día.', titleEs: '' });
  });

  it('show the stored Spanish on an edit, and an emptied one is sent empty', async () => {
    let sent: unknown;
    serve('PUT /api/admin/testimonials/4', ({ body }) => {
      sent = body;
      return answer({ ...story, titleEs: null });
    });
    const { user } = renderWithApp(
      <AdminFormDialog kind="testimonials" target={{ mode: 'edit', item: story }} onClose={noop} />,
    );
    const spanishTitle = screen.getByLabelText('Title (Spanish, optional)');
    expect(spanishTitle).toHaveProperty('value', 'Mamá de dos');
    expect(screen.getByLabelText('Content (Spanish, optional)')).toHaveProperty(
      'value',
      'Mi hijo pide jugar a los juegos de matemáticas cada día.',
    );
    await user.clear(spanishTitle);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      titleEs: '',
      contentEs: 'Mi hijo pide jugar a los juegos de matemáticas cada día.',
    });
  });

  it('are drawn, with the whole form, in Spanish on a Spanish page', () => {
    renderWithApp(
      <AdminFormDialog kind="testimonials" target={{ mode: 'edit', item: story }} onClose={noop} />,
      {
        locale: 'es',
      },
    );
    screen.getByRole('heading', { name: 'Editar testimonio' });
    screen.getByText('Completa los datos y guarda. Los cambios se ven en el sitio al instante.');
    const form = screen.getByRole('form', { name: 'Formulario del testimonio' });
    const spanishTitle = screen.getByRole('textbox', {
      name: 'Título (en español, opcional)',
      description: 'Mientras esté vacío, quienes leen en español ven el texto en inglés',
    });
    expect(spanishTitle.getAttribute('lang')).toBe('es');
    screen.getByRole('textbox', { name: 'Contenido (en español, opcional)' });
    screen.getByRole('textbox', { name: 'Calificación', description: 'De 0 a 5, con un decimal (4.5)' });
    screen.getByRole('button', { name: 'Cancelar' });
    screen.getByRole('button', { name: 'Guardar cambios' });
    // Every label of the form is the Spanish catalog's: none is left in English.
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent ?? '');
    for (const english of ['Name', 'Title', 'Content', 'Rating', 'Image URL', 'Title (Spanish, optional)'])
      expect(labels).not.toContain(english);
  });
});
