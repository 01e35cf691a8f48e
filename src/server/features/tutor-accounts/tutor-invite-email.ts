// The invitation a tutor gets (docs/tutoring.md#tutor-accounts-and-teach): who invites them to
// what, the link, and how long it works.

import type { Locale } from '#contract/i18n/locales.ts';
import { TUTOR_INVITE_DAYS } from '#contract/tutor-accounts.ts';
import { type EmailContent, renderEmail } from '#server/lib/email-template.ts';
import { translate } from '#server/lib/i18n.ts';

/**
 * The tutor has no account yet, so no language of their own: the mail is written in the language
 * of the admin who invites them (who knows the tutor and the language they share).
 */
export function tutorInviteEmail(mail: {
  tutorName: string;
  inviteUrl: string;
  locale: Locale;
}): EmailContent {
  const lang = mail.locale;
  return renderEmail({
    subject: translate(lang, 'mail.tutorInviteSubject'),
    greeting: translate(lang, 'mail.helloName', { name: mail.tutorName }),
    paragraphs: [
      translate(lang, 'mail.tutorInviteProfile'),
      translate(lang, 'mail.tutorInviteWhat'),
      translate(lang, 'mail.tutorInviteLink', { days: TUTOR_INVITE_DAYS }),
    ],
    action: { label: translate(lang, 'mail.tutorInviteAction'), url: mail.inviteUrl },
    footer: translate(lang, 'mail.tutorInviteFooter'),
    lang,
  });
}
