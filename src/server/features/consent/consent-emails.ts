// The e-mails a parent gets about a child's account (docs/rules.md#families-consent-and-privacy): plain words, the link to
// answer, and where to read what Sprout keeps.
import { CONSENT_DAYS } from '#contract/consent.ts';
import { type EmailContent, renderEmail } from '../../lib/email-template';

interface ConsentMail {
  childName: string;
  childUsername: string;
  consentUrl: string;
  privacyUrl: string;
}

function paragraphs(mail: ConsentMail): string[] {
  return [
    `${mail.childName} (username ${mail.childUsername}) signed up for Sprout, a place to learn with games, articles and tutors, and gave this address as a parent's.`,
    'Because they are under 13, we need a parent to say yes before they can write reviews, buy with points, book a tutor or link to family. Until then they can read and play.',
    `Open the link to say yes or no. If no parent answers within ${CONSENT_DAYS} days, the account and everything in it is deleted.`,
    `What Sprout keeps about children and why: ${mail.privacyUrl}`,
  ];
}

export function consentEmail(mail: ConsentMail): EmailContent {
  return renderEmail({
    subject: `${mail.childName} would like to join Sprout`,
    greeting: 'Hello,',
    paragraphs: paragraphs(mail),
    action: { label: 'Answer for my child', url: mail.consentUrl },
    footer:
      'If you do not know this child, you can ignore this e-mail: the account will be deleted. The Sprout team',
  });
}

export function consentReminderEmail(mail: ConsentMail): EmailContent {
  return renderEmail({
    subject: `Reminder: ${mail.childName} would like to join Sprout`,
    greeting: 'Hello,',
    paragraphs: [
      'A few days ago we asked you about a child account on Sprout. We have not had an answer yet.',
      ...paragraphs(mail),
      'This link replaces the one in the earlier e-mail.',
    ],
    action: { label: 'Answer for my child', url: mail.consentUrl },
    footer:
      'If you do not know this child, you can ignore this e-mail: the account will be deleted. The Sprout team',
  });
}
