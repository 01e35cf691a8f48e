import { CANCEL_HOURS_BEFORE } from '#contract/sessions.ts';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PolicyLink, PolicyPage, PolicySection } from '#web/components/policy-section.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { richMessage } from '#web/lib/rich-message.ts';

export default function TermsPage() {
  const t = useT();
  return (
    <PolicyPage
      eyebrow={t('policy.forParents')}
      title={t('terms.title')}
      description={t('terms.description')}
    >
      <PolicySection id="accounts" title={t('terms.accounts.title')}>
        <p>{t('terms.accounts.text')}</p>
      </PolicySection>
      <PolicySection id="kind" title={t('terms.kind.title')}>
        <p>{t('terms.kind.text')}</p>
      </PolicySection>
      <PolicySection id="points" title={t('terms.points.title')}>
        <p>
          {richMessage(t, 'terms.points.text', {
            howPoints: <PolicyLink href="/how-points-work">{t('terms.points.link')}</PolicyLink>,
          })}
        </p>
      </PolicySection>
      <PolicySection id="tutors" title={t('terms.tutors.title')}>
        <p>{t('terms.tutors.text', { rule: t('terms.tutors.rule', { hours: CANCEL_HOURS_BEFORE }) })}</p>
      </PolicySection>
      <PolicySection id="privacy" title={t('terms.privacy.title')}>
        <p>
          {richMessage(t, 'terms.privacy.text', {
            privacy: <PolicyLink href="/privacy">{t('privacy.title')}</PolicyLink>,
            contact: <PolicyLink href="/contact">{t('policy.contactPage')}</PolicyLink>,
          })}
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('terms.title')),
  description: t('terms.metaDescription'),
});
