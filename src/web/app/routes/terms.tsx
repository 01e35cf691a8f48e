import { CANCELLATION_RULE } from '#contract/sessions.ts';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PolicyLink, PolicyPage, PolicySection } from '#web/components/policy-section.tsx';

export default function TermsPage() {
  return (
    <PolicyPage
      eyebrow="For parents"
      title="Terms of Service"
      description="The few rules of using Sprout, in plain words."
    >
      <PolicySection id="accounts" title="Accounts">
        <p>
          Anyone may make an account. A child under 13 needs a parent's yes first, or a parent makes the
          account for them. Keep your password to yourself; a parent may set a new one for a child they
          manage. You can delete your account at any time from the Dashboard.
        </p>
      </PolicySection>
      <PolicySection id="kind" title="Be kind">
        <p>
          Reviews must be honest and about your own experience: a tutor you had a session with, an item you
          got. We hide reviews that are unkind or share anything personal.
        </p>
      </PolicySection>
      <PolicySection id="points" title="Points and rewards">
        <p>
          Points are earned by playing, have no money value and cannot be bought, sold or swapped. Items
          bought with points cannot be returned for points. See{' '}
          <PolicyLink href="/how-points-work">how points work</PolicyLink>.
        </p>
      </PolicySection>
      <PolicySection id="tutors" title="Tutor sessions">
        <p>
          {CANCELLATION_RULE} Cancel one from your Dashboard. Tutors offer their own session types and times.
        </p>
      </PolicySection>
      <PolicySection id="privacy" title="Privacy">
        <p>
          What we keep and why is in the <PolicyLink href="/privacy">Privacy Policy</PolicyLink>. Questions go
          through the <PolicyLink href="/contact">contact page</PolicyLink>.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export const meta: RouteMeta = () => ({
  title: pageTitle('Terms of Service'),
  description: 'The rules of using Sprout, in plain words.',
});
