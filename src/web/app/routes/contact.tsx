import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ContactDetails } from '#web/features/contact/components/contact-details.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { getAppInfoQueryOptions } from '#web/lib/app-info.ts';

function ThankYou({ onAnother }: { onAnother: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <span className="rounded-full bg-primary-soft p-4 text-primary">
        <CheckCircle2 aria-hidden className="size-10" />
      </span>
      <h2 className="text-3xl">Thank You!</h2>
      <p className="max-w-md text-lg text-muted-foreground">
        Your message is on its way to our team. We'll reply to the e-mail address you gave us, usually within
        one working day.
      </p>
      <Button onClick={onAnother}>Send Another Message</Button>
    </div>
  );
}

/** /contact: the details column and the form, then the Thank You panel. */
export default function ContactPage() {
  const [sent, setSent] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // Keep the keyboard where the content changed.
  const focusPanel = () => requestAnimationFrame(() => panel.current?.focus());
  return (
    <PageContainer className="grid gap-8">
      <PageHeader
        eyebrow="Contact"
        title="We'd love to hear from you"
        description="Ask about tutors, your account or anything on your mind. A real person reads every message."
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Card
          ref={panel}
          tabIndex={-1}
          role="region"
          aria-label="Send us a message"
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
              <h2 className="text-2xl">Send us a message</h2>
              <p className="mt-1 mb-6 text-muted-foreground">
                All fields are needed so we can help you well.
              </p>
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

export const meta: RouteMeta = () => ({
  title: pageTitle('Contact us'),
  description: 'Questions about tutoring, games or your account? Send the Sprout team a message.',
});
