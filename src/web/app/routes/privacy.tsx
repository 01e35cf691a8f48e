import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PolicyLink, PolicyPage, PolicySection } from '#web/components/policy-section.tsx';
import { getAppInfoQueryOptions, useAppInfo } from '#web/lib/app-info.ts';

// Every promise here is kept by the code: the retention jobs (sessions, e-mail links, contact
// messages, outbox mail), the export and the deletion (docs/rules.md#families-consent-and-privacy). Change both together.
export default function PrivacyPage() {
  const { data } = useAppInfo();
  return (
    <PolicyPage
      eyebrow="For parents"
      title="Privacy Policy"
      description="What Sprout keeps about children and parents, why, for how long, who sees it, and how to get it or delete it."
    >
      <PolicySection id="what" title="What we keep">
        <p>
          <strong>About a child:</strong> their name, username and password (scrambled, never readable), the
          e-mail address of the child or of the parent who said yes, the birth year, the grade if given, the
          games they play with scores and progress, their points and what they spent them on, reviews they
          write, tutor sessions they book, study sessions they log, and which family members are linked.
        </p>
        <p>
          <strong>About a parent:</strong> name, username, password (scrambled), e-mail address, the children
          linked to the account, and the record of a consent given for a child under 13 (who, when, how).
        </p>
        <p>We do not show adverts, we do not track anyone across other websites, and we never sell data.</p>
      </PolicySection>
      <PolicySection id="why" title="Why we keep it">
        <p>
          Only to run Sprout: to sign you in, keep scores, points and progress, book tutors, show a parent how
          their child is learning, and answer messages. A child under 13 who signs up alone can read and play
          while we wait for a parent's yes, but cannot review, buy, book or be linked to anyone, and is left
          off the leaderboards; with no answer in 7 days the account is deleted.
        </p>
      </PolicySection>
      <PolicySection id="who" title="Who sees it">
        <ul className="grid list-disc gap-2 ps-6">
          <li>The user themselves.</li>
          <li>
            Family members the child accepted (or the parent who manages the child): the child's activity.
          </li>
          <li>Sprout's administrators, only to run the service and answer questions.</li>
          <li>
            Everyone else sees a username only, on leaderboards and reviews, never a real name. A child
            waiting for a parent's yes is not on any leaderboard.
          </li>
        </ul>
      </PolicySection>
      <PolicySection id="how-long" title="How long we keep it">
        <ul className="grid list-disc gap-2 ps-6">
          <li>
            An account and its data: until the account is deleted. Deleting it deletes everything at once.
          </li>
          <li>An account of a child under 13 with no parent's yes: deleted after 7 days.</li>
          <li>Sign-ins: end after 7 days unused (30 days at most), and are removed within a day after.</li>
          <li>
            E-mail links (confirm an address, reset a password): removed within a day after they expire.
          </li>
          <li>Messages sent through the contact form: 12 months.</li>
          <li>Copies of e-mails we send, when they are kept on our server: 30 days.</li>
        </ul>
      </PolicySection>
      <PolicySection id="your-data" title="Seeing, exporting and deleting your data">
        <p>
          Sign in and open the <PolicyLink href="/user-panel">Dashboard</PolicyLink>. Under "Password and
          privacy", <strong>Download my data</strong> gives one file with everything Sprout keeps about the
          account, and <strong>Delete my account</strong> deletes the account and all of it. When a child's
          account is deleted, their linked parents are told by e-mail. A parent does the same for a child they
          manage from Parent Settings.
        </p>
      </PolicySection>
      <PolicySection id="ask" title="Whom to ask">
        <p>
          Write to us through the <PolicyLink href="/contact">contact page</PolicyLink>
          {data ? (
            <>
              {' '}
              or at{' '}
              <a className="font-bold text-primary underline" href={`mailto:${data.supportEmail}`}>
                {data.supportEmail}
              </a>
            </>
          ) : null}
          . A parent may ask us at any time what we keep about their child, and have it deleted.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getAppInfoQueryOptions());

export const meta: RouteMeta = () => ({
  title: pageTitle('Privacy Policy'),
  description:
    'What Sprout keeps about children and parents, why, for how long, who sees it, and how to export or delete it.',
});
