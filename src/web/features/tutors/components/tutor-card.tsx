import { CalendarClock, CalendarPlus, GraduationCap, Users } from 'lucide-react';
import { Link } from 'wouter';
import { tutorSubjects } from '#contract/options.ts';
import type { Tutor } from '#contract/tutors.ts';
import { StarRating } from '#web/components/star-rating.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { type Translate, useT, useTextLang } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { TutorAvatar } from './tutor-avatar.tsx';

export interface TutorCardProps {
  tutor: Tutor;
  onSchedule: (tutor: Tutor) => void;
  /** Warms up the booking dialog's code before it is needed. */
  onScheduleIntent?: () => void;
  eagerImage?: boolean;
}

export function reviewCountText(t: Translate, count: number): string {
  return t('tutors.reviewCount', { count });
}

/** A tutor's hours as the list's words: "Weekday Afternoons, Weekends", or ask us. */
export function availabilityText(t: Translate, availability: readonly string[]): string {
  if (availability.length === 0) return t('tutors.askForTimes');
  return availability.map((a) => optionLabel(t, a)).join(', ');
}

export function TutorCard({ tutor, onSchedule, onScheduleIntent, eagerImage }: TutorCardProps) {
  const textLang = useTextLang();
  const headingId = `tutor-${tutor.id}-name`;
  const t = useT();
  return (
    <Card className="flex h-full flex-col gap-4 p-5" role="article" aria-labelledby={headingId}>
      <div className="flex items-center gap-4">
        <TutorAvatar tutor={tutor} size={80} eager={eagerImage} />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-extrabold">
            {tutor.name}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
            <StarRating rating={tutor.rating} size="sm" />
            <span className="font-bold">{tutor.ratingCount > 0 ? tutor.rating.toFixed(1) : null}</span>
            <span className="text-muted-foreground">({reviewCountText(t, tutor.ratingCount)})</span>
          </div>
        </div>
      </div>
      <p className="text-sm font-bold text-sky-foreground">
        <span className="sr-only">{t('tutors.subjectsLabel')} </span>
        {tutorSubjects(tutor.subjects)
          .map((subject) => optionLabel(t, subject))
          .join(' · ')}
      </p>
      <p className="line-clamp-3 text-[0.95rem] text-muted-foreground" lang={textLang(tutor.lang?.bio)}>
        {tutor.bio}
      </p>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="sky" className="text-sm">
          <GraduationCap aria-hidden /> {optionLabel(t, tutor.gradeLevel)}
        </Badge>
        <Badge variant="sun" className="text-sm">
          <Users aria-hidden /> {optionLabel(t, tutor.sessionType)}
        </Badge>
      </div>
      <p className="flex items-start gap-2 text-sm">
        <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <span className="font-bold">{t('tutors.available')} </span>
          {availabilityText(t, tutor.availability)}
        </span>
      </p>
      <div className="mt-auto grid gap-2 pt-1">
        <Button
          onClick={() => onSchedule(tutor)}
          onPointerEnter={onScheduleIntent}
          onFocus={onScheduleIntent}
          aria-label={t('tutors.scheduleWith', { name: tutor.name })}
        >
          <CalendarPlus aria-hidden /> {t('tutors.schedule')}
        </Button>
        <Button asChild variant="outline">
          <Link href={`/tutors/${tutor.id}`} aria-label={t('tutors.viewProfileOf', { name: tutor.name })}>
            {t('tutors.viewProfile')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** The card's shape while the tutors load, so nothing moves when they arrive. */
export function TutorCardSkeleton() {
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="tutor-card-skeleton">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-2xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-4 w-2/3" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-5 w-32 rounded-full" />
      </div>
      <Skeleton className="h-4 w-3/4" />
      <div className="mt-auto grid gap-2 pt-1">
        <Skeleton className="h-11 rounded-full" />
        <Skeleton className="h-11 rounded-full" />
      </div>
    </Card>
  );
}
