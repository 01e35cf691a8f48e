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
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CANCELLATION_RULE } from '#contract/sessions.ts';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

interface Feature {
  icon: LucideIcon;
  tone: string;
  title: string;
  text: ReactNode;
  href: string;
  action: string;
}

const FEATURES: Feature[] = [
  {
    icon: GraduationCap,
    tone: 'bg-primary-soft text-primary',
    title: 'Tutors',
    text: `Search tutors by subject, grade, session type and the times they are free. Book a session in your own time zone up to 90 days ahead and add it to your calendar. ${CANCELLATION_RULE} We send a reminder the day before.`,
    href: '/book-session',
    action: 'Find a tutor',
  },
  {
    icon: BookOpen,
    tone: 'bg-sky text-sky-strong',
    title: 'Articles',
    text: 'The Knowledge Center has short, practical reads for parents: learning techniques, child development, school tips, parenting advice and technology.',
    href: '/articles',
    action: 'Read the articles',
  },
  {
    icon: Gamepad2,
    tone: 'bg-coral text-coral-strong',
    title: 'Games',
    text: 'Math, reading, science and thinking games with levels and badges. Each game tracks your child’s skill level, so you can see practice turn into progress.',
    href: '/games',
    action: 'Play a game',
  },
  {
    icon: Star,
    tone: 'bg-sun-soft text-sun-foreground',
    title: 'Points and rewards',
    text: 'Games earn points (harder levels earn more, up to a daily limit so play stays balanced). Points buy stickers, books and other rewards in the Reward Store. No card is needed.',
    href: '/merchandise',
    action: 'Visit the Reward Store',
  },
];

export function FeatureGrid() {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {FEATURES.map((f) => (
        <li key={f.title}>
          <Card className="flex h-full flex-col gap-3 p-6">
            <span className={cn('w-fit rounded-2xl p-3', f.tone)}>
              <f.icon aria-hidden className="size-6" />
            </span>
            <h3 className="text-xl font-extrabold">{f.title}</h3>
            <p className="flex-1 text-muted-foreground">{f.text}</p>
            <Link
              href={f.href}
              className="inline-flex w-fit items-center gap-1.5 font-bold text-primary hover:underline"
            >
              {f.action} <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Create your own account',
    text: 'Sign up, then open the link we e-mail you to verify your address.',
  },
  {
    title: 'Switch to a parent account',
    text: 'In your dashboard, choose "Switch to Parent Account". It needs a verified e-mail address.',
  },
  {
    title: 'Send a link request',
    text: 'Enter your child’s username and your relationship (parent, guardian, grandparent or relative).',
  },
  {
    title: 'Your child says yes',
    text: 'Your child sees the request in their own dashboard and accepts it. Until then you see nothing of theirs.',
  },
  {
    title: 'Follow along',
    text: 'See their study time, game progress, points and tutoring sessions, day by day.',
  },
];

export function ParentSteps() {
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
            <h3 className="text-lg font-extrabold">{step.title}</h3>
            <p className="text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const SAFETY: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserCheck,
    title: 'Usernames only in public',
    text: 'Reviews and leaderboards show a username, never a real name. Real names are seen only by the child, their linked family and our team.',
  },
  {
    icon: Eye,
    title: 'Children approve every link',
    text: 'No one can watch a child’s activity just by knowing their username: the child accepts or declines each request.',
  },
  {
    icon: MailCheck,
    title: 'Verified parents',
    text: 'Becoming a parent account needs a verified e-mail address, a small barrier against strangers posing as parents.',
  },
  {
    icon: ShieldCheck,
    title: 'Calm by design',
    text: 'No ads, no chat with strangers, and reviews only from signed-in members.',
  },
];

export function SafetyList() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {SAFETY.map((item) => (
        <li key={item.title} className="flex gap-3 rounded-2xl border bg-card p-5">
          <item.icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h3 className="text-base font-extrabold">{item.title}</h3>
            <p className="text-muted-foreground">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
