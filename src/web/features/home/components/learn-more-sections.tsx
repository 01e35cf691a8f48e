import {
  ArrowRight,
  BookOpen,
  Eye,
  Gamepad2,
  GraduationCap,
  type LucideIcon,
  MailCheck,
  ShieldCheck,
  Star,
  UserCheck,
} from 'lucide-react';
import { Link } from 'wouter';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { CANCEL_HOURS_BEFORE } from '#contract/sessions.ts';
import { Card } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

interface Feature {
  icon: LucideIcon;
  tone: string;
  title: MessageKey;
  text: MessageKey;
  href: string;
  action: MessageKey;
}

const FEATURES: Feature[] = [
  {
    icon: GraduationCap,
    tone: 'bg-primary-soft text-primary',
    title: 'learnMore.tutors.title',
    text: 'learnMore.tutors.text',
    href: '/book-session',
    action: 'sessions.upcoming.findTutor',
  },
  {
    icon: BookOpen,
    tone: 'bg-sky text-sky-strong',
    title: 'nav.articles',
    text: 'learnMore.articles.text',
    href: '/articles',
    action: 'learnMore.articles.action',
  },
  {
    icon: Gamepad2,
    tone: 'bg-coral text-coral-strong',
    title: 'nav.games',
    text: 'learnMore.games.text',
    href: '/games',
    action: 'learnMore.games.action',
  },
  {
    icon: Star,
    tone: 'bg-sun-soft text-sun-foreground',
    title: 'terms.points.title',
    text: 'learnMore.points.text',
    href: '/merchandise',
    action: 'learnMore.points.action',
  },
];

export function FeatureGrid() {
  const t = useT();
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {FEATURES.map((f) => (
        <li key={f.title}>
          <Card className="flex h-full flex-col gap-3 p-6">
            <span className={cn('w-fit rounded-2xl p-3', f.tone)}>
              <f.icon aria-hidden className="size-6" />
            </span>
            <h3 className="text-xl font-extrabold">{t(f.title)}</h3>
            <p className="flex-1 text-muted-foreground">
              {t(f.text, { rule: t('terms.tutors.rule', { hours: CANCEL_HOURS_BEFORE }) })}
            </p>
            <Link
              href={f.href}
              className="inline-flex w-fit items-center gap-1.5 font-bold text-primary hover:underline"
            >
              {t(f.action)} <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const STEPS: { title: MessageKey; text: MessageKey }[] = [
  { title: 'learnMore.step1.title', text: 'learnMore.step1.text' },
  { title: 'learnMore.step2.title', text: 'learnMore.step2.text' },
  { title: 'learnMore.step3.title', text: 'learnMore.step3.text' },
  { title: 'learnMore.step4.title', text: 'learnMore.step4.text' },
  { title: 'learnMore.step5.title', text: 'learnMore.step5.text' },
];

export function ParentSteps() {
  const t = useT();
  return (
    <ol className="grid gap-4">
      {STEPS.map((step, i) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-lg font-black text-primary-foreground"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="text-lg font-extrabold">{t(step.title)}</h3>
            <p className="text-muted-foreground">{t(step.text)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const SAFETY: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: UserCheck, title: 'learnMore.safe1.title', text: 'learnMore.safe1.text' },
  { icon: Eye, title: 'learnMore.safe2.title', text: 'learnMore.safe2.text' },
  { icon: MailCheck, title: 'learnMore.safe3.title', text: 'learnMore.safe3.text' },
  { icon: ShieldCheck, title: 'learnMore.safe4.title', text: 'learnMore.safe4.text' },
];

export function SafetyList() {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {SAFETY.map((item) => (
        <li key={item.title} className="flex gap-3 rounded-2xl border bg-card p-5">
          <item.icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h3 className="text-base font-extrabold">{t(item.title)}</h3>
            <p className="text-muted-foreground">{t(item.text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
