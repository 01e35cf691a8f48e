// The log-in and sign-up forms' states, drawn by the app's router at /auth (render-route.tsx):
// each validation message with nothing sent, and the server's refusals in its own words (the
// API tests hold the server to those words: accounts.routes.test.ts). Signing up, verifying and
// logging in for real are browser journeys (e2e/accounts.spec.ts).

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, expectNoAxeViolations, renderRoute } from '#web/test/render-route.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const posts = () => requests.filter((r) => r.startsWith('POST '));

describe('/auth', () => {
  it('Login names what is missing, sends nothing, then shows the refusal and stays on /auth', async () => {
    serve('POST /api/login', answer({ message: 'Invalid username or password' }, 401));
    const { user, location } = renderRoute('/auth');
    const login = await screen.findByRole('button', { name: /^Login$/ });
    await user.click(login);
    await screen.findByText('Username must be at least 3 characters');
    screen.getByText('Password must be at least 6 characters');
    expect(posts()).toEqual([]);
    await expectNoAxeViolations();

    await user.type(field('Username'), 'nobody-at-all');
    await user.type(field('Password'), 'wrong-password');
    await user.click(login);
    await toastArea().findByText('Login failed');
    toastArea().getByText('Invalid username or password');
    expect(posts()).toEqual(['POST /api/login']);
    expect(currentPath(location)).toBe('/auth');
  });

  it('Create account shows each validation message, then that the passwords differ', async () => {
    const { user } = renderRoute('/auth?tab=register');
    await user.type(await screen.findByLabelText('Name', { exact: true }), 'A');
    await user.type(field('Username'), 'ab');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), '123');
    await user.type(field('Confirm password'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Name must be at least 2 characters');
    screen.getByText('Username must be at least 3 characters');
    screen.getByText('Please enter a valid email');
    screen.getByText('Password must be at least 6 characters');
    screen.getByText('Please choose your birth year');
    await expectNoAxeViolations();

    await user.selectOptions(field('Birth year'), '1990');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'secret123');
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Passwords do not match');
    expect(posts()).toEqual([]);
  });

  it('a taken username is refused kindly, in the server’s words', async () => {
    const taken = 'That username is already taken. Please choose another one.';
    serve('POST /api/register', answer({ message: taken }, 409));
    const { user } = renderRoute('/auth?tab=register');
    await user.type(await screen.findByLabelText('Name', { exact: true }), 'Someone Else');
    await user.type(field('Username'), 'TAKEN-NAME');
    await user.selectOptions(field('Birth year'), '1990');
    await user.type(field('Email'), 'else@example.com');
    await user.type(field('Password'), 'secret123');
    await user.type(field('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await toastArea().findByText('Registration failed');
    toastArea().getByText(taken);
    expect(field('Username').value).toBe('TAKEN-NAME');
  });
});
