import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AppInfo } from '#contract/system.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAppInfo } from '#web/lib/app-info.ts';
import { useT } from '#web/lib/i18n.tsx';
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
  const t = useT();
  return (
    <Card className={cn('h-fit p-6 sm:p-8', className)}>
      <h2 className="text-2xl">{t('contact.details.title')}</h2>
      <p className="mt-2 text-muted-foreground">{t('contact.details.lead')}</p>
      {info.isError && !info.data ? (
        <ErrorState compact query={info} title={t('contact.details.loadError')} className="mt-6" />
      ) : (
        <ul className="mt-6 grid gap-6">
          <Detail icon={Mail} title={t('contact.details.email')}>
            <Loaded info={info}>
              {(data) => (
                <>
                  <p>
                    {t('contact.details.general')}{' '}
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
                    {t('contact.details.account')}{' '}
                    <a className={LINK} href={`mailto:${data.supportEmail}`}>
                      {data.supportEmail}
                    </a>
                  </p>
                </>
              )}
            </Loaded>
          </Detail>
          <Detail icon={Phone} title={t('contact.details.call')}>
            <Loaded info={info}>
              {(data) => (
                <a className={LINK} href={telHref(data.contact.phone)}>
                  {data.contact.phone}
                </a>
              )}
            </Loaded>
          </Detail>
          <Detail icon={MapPin} title={t('contact.details.visit')}>
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
          <Detail icon={Clock} title={t('contact.details.hours')}>
            <p>{t('contact.details.hoursText')}</p>
          </Detail>
        </ul>
      )}
    </Card>
  );
}
