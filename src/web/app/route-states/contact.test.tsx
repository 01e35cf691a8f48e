// The contact form's states, drawn by the app's router at /contact (render-route.tsx): each
// validation message with nothing sent, the rate limit's own words, and any other failure, which
// keeps what was typed. The message really sent, and its e-mail, are a browser journey
// (e2e/contact.spec.ts).

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function openContact() {
  const view = renderRoute('/contact');
  await findPageHeading("We'd love to hear from you");
  return view;
}

async function fillForm(
  user: Awaited<ReturnType<typeof openContact>>['user'],
  values: { name: string; email: string; subject: string; message: string },
) {
  await user.type(field('Name'), values.name);
  await user.type(field('Email'), values.email);
  await user.type(field('Subject'), values.subject);
  await user.type(field('Message'), values.message);
}

/** A message that passes every field's rule. */
const hello = { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Just saying hello!' };

const sendMessage = () => screen.getByRole('button', { name: 'Send Message' });
const contactPosts = () => requests.filter((r) => r === 'POST /api/contact');

describe('/contact', () => {
  it('shows each validation message and sends nothing', async () => {
    const { user } = await openContact();
    await user.click(sendMessage());
    await screen.findByText('Name must be at least 2 characters');
    screen.getByText('Please enter a valid email address');
    screen.getByText('Subject must be at least 3 characters');
    screen.getByText('Message must be at least 10 characters');
    await expectNoAxeViolations();

    await fillForm(user, { name: 'A', email: 'not-an-email', subject: 'Hi', message: 'Too short' });
    await user.click(sendMessage());
    await screen.findByText('Name must be at least 2 characters');
    screen.getByText('Please enter a valid email address');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(contactPosts()).toEqual([]);
  });

  it('tells a sender who has written too often what to do, in the server’s words', async () => {
    const tooMany = 'You have sent several messages already. Please wait an hour before sending another.';
    serve('POST /api/contact', answer({ message: tooMany }, 429));
    const { user } = await openContact();
    await fillForm(user, hello);
    await user.click(sendMessage());
    await toastArea().findByText('Error Sending Message');
    toastArea().getByText(tooMany);
    expect(contactPosts()).toEqual(['POST /api/contact']);
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('asks the sender to try again after any other failure, keeping what they typed', async () => {
    serve('POST /api/contact', answer({ message: 'Bad input' }, 400));
    const { user } = await openContact();
    await fillForm(user, hello);
    await user.click(sendMessage());
    await toastArea().findByText('Error Sending Message');
    toastArea().getByText('There was a problem sending your message. Please try again.');
    expect(toastArea().queryByText('Bad input')).toBeNull();
    expect(field('Message').value).toBe('Just saying hello!');
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).toBeNull();
  });
});
