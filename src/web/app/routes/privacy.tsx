import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PolicyLink, PolicyPage, PolicySection } from '#web/components/policy-section.tsx';
import { getAppInfoQueryOptions, useAppInfo } from '#web/lib/app-info.ts';
import { useT } from '#web/lib/i18n.tsx';
import { richMessage } from '#web/lib/rich-message.ts';

// Every promise here is kept by the code: the retention jobs (sessions, e-mail links, contact
// messages, outbox mail), the export and the deletion (docs/rules.md#families-consent-and-privacy). Change both together.
export default function PrivacyPage() {
  const { data } = useAppInfo();
  const t = useT();
  const contact = <PolicyLink href="/contact">{t('policy.contactPage')}</PolicyLink>;
  return (
    <PolicyPage
      eyebrow={t('policy.forParents')}
      title={t('privacy.title')}
      description={t('privacy.description')}
    >
      <PolicySection id="what" title={t('privacy.what.title')}>
        <p>
          <strong>{t('privacy.what.childLabel')}</strong> {t('privacy.what.child')}
        </p>
        <p>
          <strong>{t('privacy.what.parentLabel')}</strong> {t('privacy.what.parent')}
        </p>
        <p>{t('privacy.what.noAds')}</p>
      </PolicySection>
      <PolicySection id="why" title={t('privacy.why.title')}>
        <p>{t('privacy.why.text')}</p>
      </PolicySection>
      <PolicySection id="who" title={t('privacy.who.title')}>
        <ul className="grid list-disc gap-2 ps-6">
          <li>{t('privacy.who.self')}</li>
          <li>{t('privacy.who.family')}</li>
          <li>{t('privacy.who.admins')}</li>
          <li>{t('privacy.who.everyone')}</li>
        </ul>
      </PolicySection>
      <PolicySection id="how-long" title={t('privacy.howLong.title')}>
        <ul className="grid list-disc gap-2 ps-6">
          <li>{t('privacy.howLong.account')}</li>
          <li>{t('privacy.howLong.noYes')}</li>
          <li>{t('privacy.howLong.signIns')}</li>
          <li>{t('privacy.howLong.links')}</li>
          <li>{t('privacy.howLong.contact')}</li>
          <li>{t('privacy.howLong.mail')}</li>
        </ul>
      </PolicySection>
      <PolicySection id="your-data" title={t('privacy.yourData.title')}>
        <p>
          {richMessage(t, 'privacy.yourData.text', {
            dashboard: <PolicyLink href="/user-panel">{t('privacy.yourData.dashboard')}</PolicyLink>,
            download: <strong>{t('privacy.yourData.download')}</strong>,
            delete: <strong>{t('privacy.yourData.delete')}</strong>,
          })}
        </p>
      </PolicySection>
      <PolicySection id="ask" title={t('privacy.ask.title')}>
        <p>
          {data
            ? richMessage(t, 'privacy.ask.textWithEmail', {
                contact,
                email: (
                  <a className="font-bold text-primary underline" href={`mailto:${data.supportEmail}`}>
                    {data.supportEmail}
                  </a>
                ),
              })
            : richMessage(t, 'privacy.ask.text', { contact })}
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getAppInfoQueryOptions());

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('privacy.title')),
  description: t('privacy.metaDescription'),
});
