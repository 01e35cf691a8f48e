// Contact messages: stored (the admin's inbox reads them) and mailed to the support address.
import type { ContactMessage, ContactMessageInput } from '#contract/contact.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import { renderEmail } from '#server/lib/email-template.ts';
import type { Job } from '#server/lib/jobs.ts';
import * as repo from './contact.repository.ts';

const TOO_MANY =
  'You have sent several messages already. Please wait an hour before sending another, or e-mail us directly.';

/** One line, for a mail's subject: no line breaks from the form. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function supportEmail(stored: repo.ContactMessageRow, signedIn: boolean) {
  const replyUrl = `mailto:${stored.email}?subject=${encodeURIComponent(`Re: ${oneLine(stored.subject)}`)}`;
  return renderEmail({
    subject: `Contact form: ${oneLine(stored.subject)}`,
    greeting: `New message from ${stored.name} <${stored.email}>${signedIn ? ' (signed in)' : ''}`,
    paragraphs: [
      `Subject: ${stored.subject}`,
      stored.message,
      `To answer, write to ${stored.email}. This is message #${stored.id} in the admin inbox.`,
    ],
    action: { label: `Reply to ${stored.name}`, url: replyUrl },
    footer: 'Sent from the contact page of Sprout',
    // The team's own inbox, which reads English.
    lang: 'en',
  });
}

export async function sendContactMessage(
  ctx: AppContext,
  input: ContactMessageInput,
  sender: { userId: number | null; address: string },
): Promise<ContactMessage> {
  await ctx.rateLimiter.consume(
    `contact:${sender.address}`,
    ctx.config.rateLimits.contactPerAddress,
    TOO_MANY,
  );
  const stored = await repo.insertContactMessage(ctx.db, {
    ...input,
    userId: sender.userId,
    now: ctx.clock.now(),
  });
  try {
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      replyTo: stored.email,
      ...supportEmail(stored, sender.userId !== null),
    });
  } catch (error) {
    // The message is stored and shows in the admin inbox; the sender need not try again.
    ctx.logger.error({ err: error, contactMessageId: stored.id }, 'could not mail a contact message');
  }
  return { ...stored, createdAt: stored.createdAt.toISOString() };
}

/** Messages a user sent while signed in (the account export). */
export function senderData(ctx: AppContext, userId: number) {
  return repo.messagesOfUser(ctx.db, userId);
}

/** Deletes a user's messages with their account, in the caller's transaction. */
export function forgetSender(tx: Executor, userId: number) {
  return repo.deleteMessagesOfUser(tx, userId);
}

/** /privacy promises: contact messages are kept for 12 months. */
export const CONTACT_MESSAGE_RETENTION_MONTHS = 12;

export function contactJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'delete-old-contact-messages',
      everyMs: 24 * 60 * 60 * 1000,
      run: () => {
        const before = ctx.clock.now();
        before.setUTCMonth(before.getUTCMonth() - CONTACT_MESSAGE_RETENTION_MONTHS);
        return repo.deleteMessagesBefore(ctx.db, before);
      },
    },
  ];
}
