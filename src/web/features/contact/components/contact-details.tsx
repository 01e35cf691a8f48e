import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AppInfo } from '#contract/system.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAppInfo } from '#web/lib/app-info.ts';
import { cn } from '#web/lib/utils.ts';

function Detail({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="h-fit rounded-2xl bg-primary-soft p-3 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-extrabold">{title}</h3>
        <div className="text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

const LINK = 'font-bold break-words text-primary underline-offset-2 hover:underline';

/** "(555) 555-0123" as a tel: link: the digits and a leading +. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') || digits.length !== 10 ? digits : `+1${digits}`}`;
}

/** A detail's value: the configured text once the server has said it. */
function Loaded({
  info,
  children,
}: {
  info: ReturnType<typeof useAppInfo>;
  children: (data: AppInfo) => ReactNode;
}) {
  if (info.data) return children(info.data);
  return <Skeleton className="inline-block h-4 w-36 align-middle" />;
}

/**
 * How else to reach the team: the spec's fixed details, as whoever runs Sprout configured them
 * (CONTACT_EMAILS, CONTACT_PHONE, CONTACT_ADDRESS, SUPPORT_EMAIL), from the app-info call the
 * page's loader fetches, so the server's HTML already holds them.
 */
export function ContactDetails({ className }: { className?: string }) {
  const info = useAppInfo();
  return (
    <Card className={cn('h-fit p-6 sm:p-8', className)}>
      <h2 className="text-2xl">Get in touch</h2>
      <p className="mt-2 text-muted-foreground">
        Questions about tutors, your account or your child's progress? We answer every message within one
        working day.
      </p>
      {info.isError && !info.data ? (
        <ErrorState compact query={info} title="We couldn't load our contact details." className="mt-6" />
      ) : (
        <ul className="mt-6 grid gap-6">
          <Detail icon={Mail} title="Email us">
            <Loaded info={info}>
              {(data) => (
                <>
                  <p>
                    General questions:{' '}
                    {data.contact.emails.map((email, i) => (
                      <span key={email}>
                        {i > 0 ? ', ' : ''}
                        <a className={LINK} href={`mailto:${email}`}>
                          {email}
                        </a>
                      </span>
                    ))}
                  </p>
                  <p>
                    Help with your account:{' '}
                    <a className={LINK} href={`mailto:${data.supportEmail}`}>
                      {data.supportEmail}
                    </a>
                  </p>
                </>
              )}
            </Loaded>
          </Detail>
          <Detail icon={Phone} title="Call us">
            <Loaded info={info}>
              {(data) => (
                <a className={LINK} href={telHref(data.contact.phone)}>
                  {data.contact.phone}
                </a>
              )}
            </Loaded>
          </Detail>
          <Detail icon={MapPin} title="Visit us">
            <Loaded info={info}>
              {(data) => (
                <address className="not-italic">
                  {data.contact.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              )}
            </Loaded>
          </Detail>
          <Detail icon={Clock} title="Hours">
            <p>Mon-Fri, 9am-5pm EST</p>
          </Detail>
        </ul>
      )}
    </Card>
  );
}
