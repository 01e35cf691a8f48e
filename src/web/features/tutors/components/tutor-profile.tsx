import { BookOpen, CalendarClock, CalendarPlus, GraduationCap, type LucideIcon, Users } from 'lucide-react';
import { Link } from 'wouter';
import { tutorSubjects } from '#contract/options.ts';
import type { Tutor } from '#contract/tutors.ts';
import { StarRating } from '#web/components/star-rating.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT, useTextLang } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { TutorAvatar } from './tutor-avatar.tsx';
import { availabilityText, reviewCountText } from './tutor-card.tsx';

function InfoTile({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: string }) {
  return (
    <div className="flex gap-3 rounded-2xl border bg-card p-4">
      <span className="h-fit rounded-xl bg-sky p-2.5 text-sky-strong">
        <Icon aria-hidden className="size-5" />
      </span>
      <div>
        <h2 className="text-base font-extrabold">{title}</h2>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

/** The profile's top: portrait and quick facts beside the name, subjects, bio and the four info tiles. */
export function TutorProfile({ tutor }: { tutor: Tutor }) {
  const textLang = useTextLang();
  const t = useT();
  const subjects = tutorSubjects(tutor.subjects).map((subject) => optionLabel(t, subject));
  const gradeLevel = optionLabel(t, tutor.gradeLevel);
  const sessionType = optionLabel(t, tutor.sessionType);
  return (
    <div className="grid gap-x-8 gap-y-6 md:grid-cols-[18rem_1fr] md:grid-rows-[auto_1fr] lg:grid-cols-[20rem_1fr]">
      <div className="grid content-start gap-3 md:col-start-2 md:row-start-1">
        <p className="text-sm font-extrabold tracking-wide text-primary uppercase">
          {t('tutors.profile.eyebrow')}
        </p>
        <h1 className="text-3xl sm:text-4xl">{tutor.name}</h1>
        <ul className="flex flex-wrap gap-2" aria-label={t('tutors.profile.subjects')}>
          {subjects.map((subject) => (
            <li key={subject}>
              <Badge variant="default" className="px-3 py-1 text-sm">
                {subject}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <Card className="grid content-start gap-5 self-start p-5 md:col-start-1 md:row-span-2 md:row-start-1">
        <TutorAvatar
          tutor={tutor}
          size={320}
          eager
          className="mx-auto aspect-square h-auto! w-full! max-w-64 md:max-w-none"
        />
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="font-bold text-muted-foreground">{t('tutors.profile.rating')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <StarRating rating={tutor.rating} />
              <span className="font-extrabold">{tutor.ratingCount > 0 ? tutor.rating.toFixed(1) : null}</span>
              <span className="text-muted-foreground">({reviewCountText(t, tutor.ratingCount)})</span>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="font-bold text-muted-foreground">{t('tutors.filter.grade')}</dt>
            <dd>
              <Badge variant="sky" className="text-sm">
                <GraduationCap aria-hidden /> {gradeLevel}
              </Badge>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="font-bold text-muted-foreground">{t('tutors.filter.sessionType')}</dt>
            <dd>
              <Badge variant="sun" className="text-sm">
                <Users aria-hidden /> {sessionType}
              </Badge>
            </dd>
          </div>
        </dl>
        <Button asChild size="lg" className="w-full">
          <Link href={`/book-session?tutor=${tutor.id}`}>
            <CalendarPlus aria-hidden /> {t('nav.bookSession')}
          </Link>
        </Button>
      </Card>
      <div className="grid content-start gap-5 md:col-start-2 md:row-start-2">
        <p className="max-w-prose text-lg leading-relaxed" lang={textLang(tutor.lang?.bio)}>
          {tutor.bio}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <InfoTile icon={BookOpen} title={t('tutors.profile.expertise')}>
            {subjects.join(', ')}
          </InfoTile>
          <InfoTile icon={GraduationCap} title={t('tutors.profile.gradeLevels')}>
            {gradeLevel}
          </InfoTile>
          <InfoTile icon={Users} title={t('tutors.profile.sessionTypes')}>
            {sessionType}
          </InfoTile>
          <InfoTile icon={CalendarClock} title={t('tutors.filter.availability')}>
            {availabilityText(t, tutor.availability)}
          </InfoTile>
        </div>
      </div>
    </div>
  );
}

export function TutorProfileSkeleton() {
  const t = useT();
  return (
    <div
      className="grid gap-x-8 gap-y-6 md:grid-cols-[18rem_1fr] md:grid-rows-[auto_1fr] lg:grid-cols-[20rem_1fr]"
      aria-busy="true"
    >
      <h1 className="sr-only">{t('tutors.profile.heading')}</h1>
      <span className="sr-only" role="status">
        {t('tutors.profile.loading')}
      </span>
      <div className="grid content-start gap-3 md:col-start-2 md:row-start-1">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-10 w-2/3" />
        <div className="flex gap-2">
          <Skeleton className="h-7 w-24 rounded-full" />
          <Skeleton className="h-7 w-24 rounded-full" />
        </div>
      </div>
      <Card className="grid content-start gap-5 p-5 md:col-start-1 md:row-span-2 md:row-start-1">
        <Skeleton className="mx-auto aspect-square w-full max-w-64 rounded-2xl md:max-w-none" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-13 rounded-full" />
      </Card>
      <div className="grid content-start gap-5 md:col-start-2 md:row-start-2">
        <div className="grid gap-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} className="h-24 rounded-2xl" />
          ))}
        </div>
      </div>
    </div>
  );
}
