import { Link } from 'wouter';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AccountButton } from '#web/features/home/components/account-button.tsx';
import { FeatureGrid, ParentSteps, SafetyList } from '#web/features/home/components/learn-more-sections.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** /learn-more: Sprout explained to parents, with links onward. */
export default function LearnMorePage() {
  const t = useT();
  return (
    <PageContainer className="grid gap-14">
      <PageHeader
        eyebrow={t('policy.forParents')}
        title={t('learnMore.title')}
        description={t('learnMore.lead')}
      />

      <section aria-labelledby="what-heading" className="grid gap-6">
        <h2 id="what-heading" className="text-2xl sm:text-3xl">
          {t('learnMore.whatTitle')}
        </h2>
        <FeatureGrid />
      </section>

      <section aria-labelledby="parents-heading" className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="grid content-start gap-3">
          <h2 id="parents-heading" className="text-2xl sm:text-3xl">
            {t('learnMore.parentsTitle')}
          </h2>
          <p className="text-lg text-muted-foreground">{t('learnMore.parentsText')}</p>
        </div>
        <ParentSteps />
      </section>

      <section aria-labelledby="safety-heading" className="grid gap-6">
        <h2 id="safety-heading" className="text-2xl sm:text-3xl">
          {t('learnMore.safetyTitle')}
        </h2>
        <SafetyList />
      </section>

      <section
        aria-labelledby="start-heading"
        className="grid gap-4 rounded-[2rem] bg-primary-soft px-6 py-10 text-center sm:px-10"
      >
        <h2 id="start-heading" className="text-2xl sm:text-3xl">
          {t('learnMore.readyTitle')}
        </h2>
        <p className="mx-auto max-w-xl text-lg text-muted-foreground">{t('learnMore.readyText')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <AccountButton variant="default" />
          <Button asChild size="lg" variant="outline">
            <Link href="/contact">{t('learnMore.contactUs')}</Link>
          </Button>
        </div>
      </section>
    </PageContainer>
  );
}
