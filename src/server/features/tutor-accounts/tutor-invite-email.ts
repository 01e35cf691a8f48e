// The invitation a tutor gets (docs/tutoring.md#tutor-accounts-and-teach): who invites them to
// what, the link, and how long it works.
import { TUTOR_INVITE_DAYS } from '#contract/tutor-accounts.ts';
import { type EmailContent, renderEmail } from '#server/lib/email-template.ts';

export function tutorInviteEmail(mail: { tutorName: string; inviteUrl: string }): EmailContent {
  return renderEmail({
    subject: 'You are invited to teach on Sprout',
    greeting: `Hello ${mail.tutorName},`,
    paragraphs: [
      'Sprout has a tutor profile in your name, and we would like you to have your own account for it.',
      'With it you see the sessions families book with you, mark how each went, and cancel with a reason when you must.',
      `Open the link to choose a username and password. It works once, for ${TUTOR_INVITE_DAYS} days.`,
    ],
    action: { label: 'Make my tutor account', url: mail.inviteUrl },
    footer:
      'If you did not expect this e-mail, you can ignore it: nothing is made without you. The Sprout team',
  });
}
