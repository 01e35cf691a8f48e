import { Card } from '@web/components/ui/card';
import { ErrorState } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAppInfo } from '@web/lib/app-info';
import { cn } from '@web/lib/utils';
import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

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

/** The address contact messages are sent to, as the server is configured (SUPPORT_EMAIL). */
function SupportEmail() {
  const appInfo = useAppInfo();
  const { data } = appInfo;
  if (!data) {
    if (appInfo.isError) {
      return (
        <ErrorState compact query={appInfo} title="We couldn't load this address." className="inline-flex" />
      );
    }
    return <Skeleton className="inline-block h-4 w-36 align-middle" />;
  }
  return (
    <a className={LINK} href={`mailto:${data.supportEmail}`}>
      {data.supportEmail}
    </a>
  );
}

/** How else to reach the team: fixed text, as the spec has it, but for the real support address. */
export function ContactDetails({ className }: { className?: string }) {
  return (
    <Card className={cn('h-fit p-6 sm:p-8', className)}>
      <h2 className="text-2xl">Get in touch</h2>
      <p className="mt-2 text-muted-foreground">
        Questions about tutors, your account or your child's progress? We answer every message within one
        working day.
      </p>
      <ul className="mt-6 grid gap-6">
        <Detail icon={Mail} title="Email us">
          <p>
            General questions:{' '}
            <a className={LINK} href="mailto:hello@sprout.local">
              hello@sprout.local
            </a>
          </p>
          {/* A div: the address's error state holds a paragraph and a button. */}
          <div className="flex flex-wrap items-center gap-x-1">
            Help with your account: <SupportEmail />
          </div>
        </Detail>
        <Detail icon={Phone} title="Call us">
          <a className={LINK} href="tel:+15555550123">
            (555) 555-0123
          </a>
        </Detail>
        <Detail icon={MapPin} title="Visit us">
          <address className="not-italic">
            Sprout Learning
            <br />
            120 Maple Street, Suite 4
            <br />
            Springfield, MA 01103
          </address>
        </Detail>
        <Detail icon={Clock} title="Hours">
          <p>Mon-Fri, 9am-5pm EST</p>
        </Detail>
      </ul>
    </Card>
  );
}
