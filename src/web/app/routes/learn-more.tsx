import { Link } from 'wouter';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AccountButton } from '#web/features/home/components/account-button.tsx';
import { FeatureGrid, ParentSteps, SafetyList } from '#web/features/home/components/learn-more-sections.tsx';

/** /learn-more: Sprout explained to parents, with links onward. */
export default function LearnMorePage() {
  return (
    <PageContainer className="grid gap-14">
      <PageHeader
        eyebrow="For parents"
        title="How Sprout Works"
        description="Sprout brings tutors, reading and learning games together in one calm place, so your child can practise a little every day and you can see how it is going."
      />

      <section aria-labelledby="what-heading" className="grid gap-6">
        <h2 id="what-heading" className="text-2xl sm:text-3xl">
          What your child can do
        </h2>
        <FeatureGrid />
      </section>

      <section aria-labelledby="parents-heading" className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="grid content-start gap-3">
          <h2 id="parents-heading" className="text-2xl sm:text-3xl">
            Follow your child’s progress
          </h2>
          <p className="text-lg text-muted-foreground">
            A parent account shows a linked child’s study minutes, games, points and tutoring sessions. Your
            child stays in charge of who can see their activity.
          </p>
        </div>
        <ParentSteps />
      </section>

      <section aria-labelledby="safety-heading" className="grid gap-6">
        <h2 id="safety-heading" className="text-2xl sm:text-3xl">
          Safe for children
        </h2>
        <SafetyList />
      </section>

      <section
        aria-labelledby="start-heading"
        className="grid gap-4 rounded-[2rem] bg-primary-soft px-6 py-10 text-center sm:px-10"
      >
        <h2 id="start-heading" className="text-2xl sm:text-3xl">
          Ready when you are
        </h2>
        <p className="mx-auto max-w-xl text-lg text-muted-foreground">
          Creating an account is free. Questions first? We are happy to help.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <AccountButton variant="default" />
          <Button asChild size="lg" variant="outline">
            <Link href="/contact">Contact Us</Link>
          </Button>
        </div>
      </section>
    </PageContainer>
  );
}
