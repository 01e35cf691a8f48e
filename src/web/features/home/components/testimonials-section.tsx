import { MessageSquareHeart, Quote } from 'lucide-react';
import { Link } from 'wouter';
import type { Testimonial } from '#contract/testimonials.ts';
import { StarRating } from '#web/components/star-rating.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT, useTextLang } from '#web/lib/i18n.tsx';
import { useTestimonials } from '../api/get-testimonials.ts';

const GRID = 'grid gap-5 md:grid-cols-2 lg:grid-cols-3';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const rating = Number(testimonial.rating);
  const t = useT();
  const textLang = useTextLang();
  return (
    <Card className="flex h-full flex-col gap-4 p-6">
      <Quote aria-hidden className="size-8 text-primary/40" />
      <StarRating rating={Number.isFinite(rating) ? rating : 0} />
      <blockquote
        className="flex-1 text-[1.05rem] leading-relaxed"
        lang={textLang(testimonial.lang?.content)}
      >
        {testimonial.content}
      </blockquote>
      <div className="flex items-center gap-3 border-t pt-4">
        {testimonial.imageUrl ? (
          <img
            src={testimonial.imageUrl}
            alt={t('home.portraitOf', { name: testimonial.name })}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-full bg-sky object-cover"
          />
        ) : null}
        <div>
          <p className="font-extrabold">{testimonial.name}</p>
          <p className="text-sm text-muted-foreground" lang={textLang(testimonial.lang?.title)}>
            {testimonial.title}
          </p>
        </div>
      </div>
    </Card>
  );
}

function TestimonialSkeleton() {
  return (
    <Card className="flex h-full flex-col gap-4 p-6" data-testid="testimonial-skeleton">
      <Skeleton className="size-8" />
      <Skeleton className="h-4 w-28" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="flex items-center gap-3 border-t pt-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
    </Card>
  );
}

function Stories() {
  const testimonials = useTestimonials();
  const t = useT();
  if (testimonials.isPending) {
    return (
      <ul className={GRID} aria-busy="true">
        <li className="sr-only" role="status">
          {t('home.storiesLoading')}
        </li>
        {[0, 1, 2].map((i) => (
          <li key={i} aria-hidden>
            <TestimonialSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (testimonials.isError) {
    return <ErrorState query={testimonials} title={t('home.storiesError')} />;
  }
  if (testimonials.data.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareHeart}
        title={t('home.storiesEmpty')}
        action={
          <Button asChild>
            <Link href="/book-session">{t('home.meetTutors')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className={GRID}>
      {testimonials.data.map((t) => (
        <li key={t.id}>
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </ul>
  );
}

/** "Success Stories": what families say. */
export function TestimonialsSection() {
  const t = useT();
  return (
    <section aria-labelledby="stories-heading" className="bg-sky/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6">
        <div className="grid gap-2 text-center">
          <h2 id="stories-heading" className="text-3xl sm:text-4xl">
            {t('home.storiesTitle')}
          </h2>
          <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{t('home.storiesLead')}</p>
        </div>
        <Stories />
      </div>
    </section>
  );
}
