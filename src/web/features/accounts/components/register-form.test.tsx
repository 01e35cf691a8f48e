import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { RegisterForm } from './register-form.tsx';

describe('RegisterForm', () => {
  it("shows the server's reason beside the field it is about, and in the toast", async () => {
    serve(
      'POST /api/register',
      answer(
        {
          message: 'That username is taken',
          issues: [{ path: 'username', message: 'That username is taken' }],
        },
        409,
      ),
    );
    const { user } = renderWithApp(<RegisterForm onSignedIn={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.selectOptions(screen.getByLabelText('Birth year'), '1990');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const username = screen.getByLabelText('Username');
    await screen.findByText('Registration failed');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const describedBy = username.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('That username is taken');
  });

  it("asks the birth year from a plain list, and asks a child under 13 for a parent's e-mail", async () => {
    let sent: unknown;
    serve('POST /api/register', ({ body }) => {
      sent = body;
      return answer({ message: 'stop here' }, 400);
    });
    const { user } = renderWithApp(<RegisterForm onSignedIn={() => {}} />);
    const year = screen.getByLabelText('Birth year');
    screen.getByLabelText('Email');
    // Nothing on the age screen hints at what an answer changes.
    expect(year.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/parent/i)).toBeNull();
    const thisYear = new Date().getUTCFullYear();
    await user.selectOptions(year, String(thisYear - 8));
    const parentEmail = screen.getByLabelText("A parent's e-mail");
    await user.type(screen.getByLabelText('Name'), 'Mia Small');
    await user.type(screen.getByLabelText('Username'), 'mia');
    await user.type(parentEmail, 'mum@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ email: 'mum@example.com', birthYear: thisYear - 8 });
    await user.selectOptions(year, String(thisYear - 30));
    screen.getByLabelText('Email');
  });

  it('needs a birth year before sending', async () => {
    const { user } = renderWithApp(<RegisterForm onSignedIn={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Please choose your birth year');
  });
});
