// The e-mails a parent gets about a child's account (docs/rules.md#families-consent-and-privacy): plain words, the link to
// answer, and where to read what Sprout keeps. Written in the language the child registered in
// (docs/architecture.md#languages): the child chose it, most often with the parent beside them.
import { CONSENT_DAYS } from '#contract/consent.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { type EmailContent, renderEmail } from '#server/lib/email-template.ts';
import { translate } from '#server/lib/i18n.ts';

interface ConsentMail {
  childName: string;
  childUsername: string;
  consentUrl: string;
  privacyUrl: string;
  locale: Locale;
}

function paragraphs(mail: ConsentMail): string[] {
  const { locale } = mail;
  return [
    translate(locale, 'mail.consentSignedUp', { child: mail.childName, username: mail.childUsername }),
    translate(locale, 'mail.consentWhy'),
    translate(locale, 'mail.consentDeadline', { days: CONSENT_DAYS }),
    translate(locale, 'mail.consentPrivacy', { url: mail.privacyUrl }),
  ];
}

function mailOf(mail: ConsentMail, subject: string, before: string[], after: string[]): EmailContent {
  const { locale } = mail;
  return renderEmail({
    subject,
    greeting: translate(locale, 'mail.hello'),
    paragraphs: [...before, ...paragraphs(mail), ...after],
    action: { label: translate(locale, 'mail.consentAction'), url: mail.consentUrl },
    footer: translate(locale, 'mail.consentFooter'),
    lang: locale,
  });
}

export function consentEmail(mail: ConsentMail): EmailContent {
  return mailOf(mail, translate(mail.locale, 'mail.consentSubject', { child: mail.childName }), [], []);
}

export function consentReminderEmail(mail: ConsentMail): EmailContent {
  const { locale } = mail;
  return mailOf(
    mail,
    translate(locale, 'mail.consentReminderSubject', { child: mail.childName }),
    [translate(locale, 'mail.consentReminderIntro')],
    [translate(locale, 'mail.consentReminderReplaces')],
  );
}
