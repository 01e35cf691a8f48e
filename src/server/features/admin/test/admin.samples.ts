// Valid bodies of each admin form, for the API and authorization tests.
import type {
  AdminKind,
  ArticleInput,
  GameInput,
  MerchandiseInput,
  TestimonialInput,
  TutorInput,
} from '#contract/admin.ts';
import { defaultRulesFor } from '#contract/game-rules.ts';

export const SAMPLE_INPUTS = {
  tutors: {
    name: 'Maya Patel',
    subjects: 'Mathematics, Science',
    bio: 'Makes fractions feel like a game.',
    gradeLevel: 'Grades 4-6',
    sessionType: 'One-on-One Tutoring',
    imageUrl: '/images/tutors/tutor-01.webp',
    availability: ['Weekends', 'Weekday Evenings'],
    rating: 0,
    ratingCount: 0,
  } satisfies TutorInput,
  articles: {
    title: 'Reading Together at Bedtime',
    category: 'Parenting Advice',
    content: '<p>Ten minutes a night adds up to <strong>sixty hours</strong> a year.</p>',
    summary: 'Why a short story every night matters.',
    author: 'Dana Lee',
    authorTitle: 'Reading Specialist',
    imageUrl: '/images/articles/reading-routine.webp',
    readTime: '5 min read',
    featured: false,
  } satisfies ArticleInput,
  games: {
    title: 'Number Hop',
    category: 'Math Games',
    description: 'Hop along the number line by adding and taking away.',
    imageUrl: '/images/games/number-trail.webp',
    rating: '4.5',
    ageRange: 'Ages 6-8',
    gradelevel: 'Grades 1-3',
    skillType: 'arithmetic',
    isNew: true,
    isPopular: false,
    rules: defaultRulesFor({ haslevels: true, totallevels: 2, availablebadges: ['First Hop', 'Hop Master'] }),
  } satisfies GameInput,
  testimonials: {
    name: 'Chris Gomez',
    title: 'Parent of a 3rd grader',
    content: 'My son asks to play the math games every day.',
    rating: '5.0',
    imageUrl: '/images/testimonials/testimonial-01.webp',
  } satisfies TestimonialInput,
  merchandise: {
    name: 'Sprout Sticker Pack',
    description: 'Twenty shiny stickers for a job well done.',
    imageUrl: '/images/merchandise/sticker-pack.webp',
    pointsCost: '100',
    priceDollars: '9.99',
    inventory: '50',
    isActive: true,
  } satisfies MerchandiseInput,
} satisfies Record<AdminKind, unknown>;

/** The tutor form as the multipart upload calls send it (text fields only). */
export function sampleTutorFields(overrides: Record<string, string | string[]> = {}) {
  const { availability, rating: _r, ratingCount: _c, ...rest } = SAMPLE_INPUTS.tutors;
  return { ...rest, availability, rating: '0', ratingCount: '0', ...overrides };
}
