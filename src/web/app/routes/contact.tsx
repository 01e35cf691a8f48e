import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ContactDetails } from '#web/features/contact/components/contact-details.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { getAppInfoQueryOptions } from '#web/lib/app-info.ts';
import { useT } from '#web/lib/i18n.tsx';

function ThankYou({ onAnother }: { onAnother: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <span className="rounded-full bg-primary-soft p-4 text-primary">
        <CheckCircle2 aria-hidden className="size-10" />
      </span>
      <h2 className="text-3xl">{t('contact.thanks')}</h2>
      <p className="max-w-md text-lg text-muted-foreground">{t('contact.thanksText')}</p>
      <Button onClick={onAnother}>{t('contact.another')}</Button>
    </div>
  );
}

/** /contact: the details column and the form, then the Thank You panel. */
export default function ContactPage() {
  const [sent, setSent] = useState(false);
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  // Keep the keyboard where the content changed.
  const focusPanel = () => requestAnimationFrame(() => panel.current?.focus());
  return (
    <PageContainer className="grid gap-8">
      <PageHeader eyebrow={t('nav.contact')} title={t('contact.title')} description={t('contact.lead')} />
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Card
          ref={panel}
          tabIndex={-1}
          role="region"
          aria-label={t('contact.send')}
          className="p-6 outline-none sm:p-8"
        >
          {sent ? (
            <ThankYou
              onAnother={() => {
                setSent(false);
                focusPanel();
              }}
            />
          ) : (
            <>
              <h2 className="text-2xl">{t('contact.send')}</h2>
              <p className="mt-1 mb-6 text-muted-foreground">{t('contact.allFields')}</p>
              <ContactForm
                onSent={() => {
                  setSent(true);
                  focusPanel();
                }}
              />
            </>
          )}
        </Card>
        <ContactDetails className="lg:order-first" />
      </div>
    </PageContainer>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getAppInfoQueryOptions());

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('contact.metaTitle')),
  description: t('contact.metaDescription'),
});
