import { ErrorResponseSchema } from '@contract/common';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@web/test/render';
import { answer, serve } from '@web/test/serve';
import { describe, expect, it } from 'vitest';
import { RegisterForm } from './register-form';

describe('RegisterForm', () => {
  it("shows the server's reason beside the field it is about, and in the toast", async () => {
    serve(
      'POST /api/register',
      answer(
        ErrorResponseSchema,
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
});
