// Each admin kind described once for the screen: its form's fields and defaults (docs/product.md#constants-and-limits),
// how a row reads, and what the search looks in. The tab list, the table, the form dialog and the
// delete dialog are one set of components driven by this list (components/).

import type { z } from 'zod';
import {
  type AdminKind,
  ArticleInputSchema,
  GameInputSchema,
  MerchandiseInputSchema,
  TestimonialInputSchema,
  TutorInputSchema,
} from '#contract/admin.ts';
import { defaultRulesFor, SKILL_TYPES, type SkillType } from '#contract/game-rules.ts';
import { PLAYER_RATINGS_SHOWN_FROM } from '#contract/games.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { MessageValues } from '#contract/i18n/format.ts';
import {
  ARTICLE_CATEGORIES,
  AVAILABILITY_OPTIONS,
  GAME_CATEGORIES,
  GRADE_OPTIONS,
  SESSION_TYPES,
  tutorSubjects,
} from '#contract/options.ts';
import { DEFAULT_TUTOR_TIME_ZONE } from '#contract/tutor-hours.ts';
import { formatDate } from '#web/lib/format.ts';
import type { I18n, Translate } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import type { AdminItemInput, AdminItems } from './admin-items.ts';

export type FormValues = Record<string, unknown>;

export interface Option {
  /** The value stored and sent (data, in English). */
  value: string;
  /** What the reader sees, in the page's language. */
  label: (t: Translate) => string;
}

const options = (list: readonly string[]): Option[] =>
  list.map((value) => ({ value, label: (t) => optionLabel(t, value) }));

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'checklist'
  | 'date'
  | 'html'
  | 'image'
  | 'rules';

export interface FieldSpec {
  name: string;
  /** Catalog keys: the form says them in the page's language. */
  label: MessageKey;
  kind: FieldKind;
  options?: Option[];
  placeholder?: MessageKey;
  hint?: MessageKey;
  hintValues?: MessageValues;
  /** Spans both columns of the form on a wide screen. */
  wide?: boolean;
  /** The language the field is written in, when not the page's: a Spanish version (spell-checked as Spanish). */
  lang?: 'es';
  /** The name of an HTML field's live preview, when the form has more than one. */
  previewLabel?: MessageKey;
}

/** The page's language a row is drawn in: its messages and its locale (dates). */
export type RowReader = Pick<I18n, 't' | 'locale'>;

export interface RowView {
  /** The item's own name (data), not translated. */
  title: string;
  subtitle?: string;
  details: string[];
  image?: string | null;
  /** Badged (Active, Inactive, Featured...) */
  badges: { label: string; tone: 'outline' | 'muted' | 'sun' }[];
  /** Inactive merchandise is dimmed. */
  dimmed?: boolean;
}

export interface AdminKindView<K extends AdminKind> {
  kind: K;
  /** The schema of the kind's create and edit body (the table's entry reads the body with it). */
  schema: z.ZodType<unknown, AdminItemInput<K>>;
  fields: FieldSpec[];
  defaults: () => FormValues;
  fromItem: (item: AdminItems[K]) => FormValues;
  /** The body the API takes, from the form's values. */
  toPayload: (values: FormValues) => FormValues;
  row: (item: AdminItems[K], reader: RowReader) => RowView;
  searchText: (item: AdminItems[K]) => string;
  /** Tutors and merchandise have reviews a moderator can hide. */
  reviewed: boolean;
}

const IMAGE_HINT = 'admin.hint.image';
const today = () => new Date().toISOString().slice(0, 10);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The optional Spanish version of an authored field (docs/architecture.md#languages): left empty,
 * readers of Spanish read the English, marked as English.
 */
const spanishField = (
  name: string,
  label: MessageKey,
  kind: 'text' | 'textarea',
  wide = true,
): FieldSpec => ({
  name,
  label,
  kind,
  wide,
  lang: 'es',
  hint: 'admin.hint.spanish',
});

/** A stored Spanish version as its form field holds it: none is an empty field. */
const spanishValues = <K extends string>(item: Record<K, string | null>, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, item[name] ?? '']));

const tutors: AdminKindView<'tutors'> = {
  kind: 'tutors',
  schema: TutorInputSchema,
  fields: [
    { name: 'name', label: 'admin.field.name', kind: 'text' },
    { name: 'subjects', label: 'admin.field.subjects', kind: 'text', hint: 'admin.hint.subjects' },
    { name: 'gradeLevel', label: 'admin.field.gradeLevel', kind: 'select', options: options(GRADE_OPTIONS) },
    {
      name: 'sessionType',
      label: 'admin.field.sessionType',
      kind: 'select',
      options: options(SESSION_TYPES),
    },
    { name: 'bio', label: 'admin.field.bio', kind: 'textarea', wide: true },
    spanishField('bioEs', 'admin.field.bioEs', 'textarea'),
    {
      name: 'availability',
      label: 'admin.field.availability',
      kind: 'checklist',
      options: options(AVAILABILITY_OPTIONS),
      wide: true,
    },
    {
      name: 'timeZone',
      label: 'admin.field.timeZone',
      kind: 'text',
      hint: 'admin.hint.timeZone',
    },
    { name: 'imageUrl', label: 'admin.field.image', kind: 'image', wide: true },
  ],
  defaults: () => ({
    name: '',
    subjects: '',
    bio: '',
    bioEs: '',
    gradeLevel: 'All Grades',
    sessionType: 'One-on-One Tutoring',
    availability: [],
    timeZone: DEFAULT_TUTOR_TIME_ZONE,
    imageUrl: '',
  }),
  fromItem: (t) => ({ ...t, ...spanishValues(t, ['bioEs']), imageUrl: t.imageUrl ?? '' }),
  toPayload: ({ name, subjects, bio, bioEs, gradeLevel, sessionType, availability, timeZone, imageUrl }) => ({
    name,
    subjects,
    bio,
    bioEs,
    gradeLevel,
    sessionType,
    availability: Array.isArray(availability) ? availability : [],
    timeZone,
    imageUrl,
  }),
  row: (tutor, { t }) => ({
    title: tutor.name,
    subtitle: tutorSubjects(tutor.subjects)
      .map((subject) => optionLabel(t, subject))
      .join(', '),
    details: [
      optionLabel(t, tutor.gradeLevel),
      optionLabel(t, tutor.sessionType),
      tutor.ratingCount === 0
        ? t('admin.row.noReviews')
        : t('admin.row.tutorRating', { rating: tutor.rating.toFixed(1), count: tutor.ratingCount }),
    ],
    image: tutor.imageUrl,
    badges: [],
  }),
  searchText: (t) => `${t.name} ${t.subjects} ${t.bio} ${t.gradeLevel}`,
  reviewed: true,
};

const articles: AdminKindView<'articles'> = {
  kind: 'articles',
  schema: ArticleInputSchema,
  fields: [
    { name: 'title', label: 'admin.field.title', kind: 'text', wide: true },
    spanishField('titleEs', 'admin.field.titleEs', 'text'),
    { name: 'category', label: 'admin.field.category', kind: 'select', options: options(ARTICLE_CATEGORIES) },
    { name: 'readTime', label: 'admin.field.readTime', kind: 'text' },
    { name: 'author', label: 'admin.field.author', kind: 'text' },
    { name: 'authorTitle', label: 'admin.field.authorTitle', kind: 'text' },
    { name: 'imageUrl', label: 'admin.field.imageUrl', kind: 'text', hint: IMAGE_HINT, wide: true },
    { name: 'summary', label: 'admin.field.summary', kind: 'textarea', wide: true },
    spanishField('summaryEs', 'admin.field.summaryEs', 'textarea'),
    { name: 'content', label: 'admin.field.contentHtml', kind: 'html', wide: true },
    {
      ...spanishField('contentEs', 'admin.field.contentHtmlEs', 'textarea'),
      kind: 'html',
      previewLabel: 'admin.previewEs',
    },
    { name: 'publishedAt', label: 'admin.field.publishedAt', kind: 'date' },
    { name: 'featured', label: 'admin.field.featured', kind: 'checkbox' },
  ],
  defaults: () => ({
    title: '',
    category: 'Learning Techniques',
    readTime: '5 min read',
    author: '',
    authorTitle: '',
    imageUrl: '',
    summary: '',
    content: '',
    titleEs: '',
    summaryEs: '',
    contentEs: '',
    publishedAt: today(),
    featured: false,
  }),
  fromItem: (a) => ({
    ...a,
    ...spanishValues(a, ['titleEs', 'summaryEs', 'contentEs']),
    authorTitle: a.authorTitle ?? '',
    imageUrl: a.imageUrl ?? '',
    publishedAt: a.publishedAt.slice(0, 10),
  }),
  toPayload: ({ id: _id, publishedAt, ...rest }) => ({
    ...rest,
    ...(text(publishedAt) ? { publishedAt: `${text(publishedAt)}T00:00:00.000Z` } : {}),
  }),
  row: (a, { t, locale }) => ({
    title: a.title,
    subtitle: `${optionLabel(t, a.category)} · ${a.author}`,
    // The publish date is a day (stored at midnight UTC): drawn on UTC's clocks.
    details: [a.readTime, formatDate(a.publishedAt, 'UTC', locale)],
    image: a.imageUrl,
    badges: a.featured ? [{ label: t('admin.field.featured'), tone: 'sun' }] : [],
  }),
  searchText: (a) => `${a.title} ${a.category} ${a.author} ${a.summary}`,
  reviewed: false,
};

/** Each kind of game's name in the catalog (the skill type itself is data). */
const SKILL_TYPE_KEYS: Record<SkillType, MessageKey> = {
  arithmetic: 'admin.skill.arithmetic',
  spelling: 'admin.skill.spelling',
  'word-meaning': 'admin.skill.wordMeaning',
  'science-facts': 'admin.skill.scienceFacts',
  patterns: 'admin.skill.patterns',
  logic: 'admin.skill.logic',
};

const SKILL_OPTIONS: Option[] = SKILL_TYPES.map((value) => ({
  value,
  label: (t) => t(SKILL_TYPE_KEYS[value]),
}));

const games: AdminKindView<'games'> = {
  kind: 'games',
  schema: GameInputSchema,
  fields: [
    { name: 'title', label: 'admin.field.title', kind: 'text', wide: true },
    spanishField('titleEs', 'admin.field.titleEs', 'text'),
    { name: 'category', label: 'admin.field.category', kind: 'select', options: options(GAME_CATEGORIES) },
    { name: 'skillType', label: 'admin.field.skillType', kind: 'select', options: SKILL_OPTIONS },
    { name: 'description', label: 'admin.field.description', kind: 'textarea', wide: true },
    spanishField('descriptionEs', 'admin.field.descriptionEs', 'textarea'),
    { name: 'imageUrl', label: 'admin.field.imageUrl', kind: 'text', hint: IMAGE_HINT, wide: true },
    // Players rate a game after a round; the admin's rating is what a new game shows until then.
    {
      name: 'rating',
      label: 'admin.field.startingRating',
      kind: 'text',
      hint: 'admin.hint.startingRating',
      hintValues: { count: PLAYER_RATINGS_SHOWN_FROM },
    },
    { name: 'ageRange', label: 'admin.field.ageRange', kind: 'text' },
    {
      name: 'gradelevel',
      label: 'admin.field.gradeLevel',
      kind: 'select',
      options: [{ value: '', label: (t) => t('admin.option.anyGrade') }, ...options(GRADE_OPTIONS.slice(1))],
    },
    { name: 'isNew', label: 'admin.field.isNew', kind: 'checkbox' },
    { name: 'isPopular', label: 'admin.field.isPopular', kind: 'checkbox' },
    { name: 'rules', label: 'admin.field.rules', kind: 'rules', wide: true },
  ],
  defaults: () => ({
    title: '',
    category: 'Math Games',
    skillType: 'arithmetic',
    description: '',
    titleEs: '',
    descriptionEs: '',
    imageUrl: '',
    rating: '4.5',
    ageRange: 'Ages 6-8',
    gradelevel: '',
    isNew: false,
    isPopular: false,
    rules: defaultRulesFor({ haslevels: false, totallevels: 0, availablebadges: ['First Round'] }),
  }),
  fromItem: (g) => ({
    ...g,
    ...spanishValues(g, ['titleEs', 'descriptionEs']),
    imageUrl: g.imageUrl ?? '',
    gradelevel: g.gradelevel ?? '',
  }),
  toPayload: ({
    title,
    category,
    skillType,
    description,
    titleEs,
    descriptionEs,
    imageUrl,
    rating,
    ageRange,
    gradelevel,
    isNew,
    isPopular,
    rules,
  }) => ({
    title,
    category,
    skillType,
    description,
    titleEs,
    descriptionEs,
    imageUrl,
    rating,
    ageRange,
    gradelevel,
    isNew,
    isPopular,
    rules,
  }),
  row: (g, { t }) => ({
    title: g.title,
    subtitle: `${optionLabel(t, g.category)} · ${t(SKILL_TYPE_KEYS[g.skillType])}`,
    details: [
      g.ageRange,
      g.haslevels ? t('admin.row.levels', { count: g.totallevels }) : t('admin.row.noLevels'),
      t('admin.row.badges', { count: g.availablebadges.length }),
    ],
    image: g.imageUrl,
    badges: [
      ...(g.isNew ? [{ label: t('admin.field.isNew'), tone: 'sun' as const }] : []),
      ...(g.isPopular ? [{ label: t('admin.field.isPopular'), tone: 'outline' as const }] : []),
    ],
  }),
  searchText: (g) => `${g.title} ${g.category} ${g.description} ${g.skillType}`,
  reviewed: false,
};

const testimonials: AdminKindView<'testimonials'> = {
  kind: 'testimonials',
  schema: TestimonialInputSchema,
  fields: [
    { name: 'name', label: 'admin.field.name', kind: 'text' },
    {
      name: 'title',
      label: 'admin.field.title',
      kind: 'text',
      placeholder: 'admin.placeholder.testimonialTitle',
    },
    spanishField('titleEs', 'admin.field.titleEs', 'text', false),
    { name: 'content', label: 'admin.field.content', kind: 'textarea', wide: true },
    spanishField('contentEs', 'admin.field.contentEs', 'textarea'),
    { name: 'rating', label: 'admin.field.rating', kind: 'text', hint: 'admin.hint.rating' },
    { name: 'imageUrl', label: 'admin.field.imageUrl', kind: 'text', hint: IMAGE_HINT },
  ],
  defaults: () => ({
    name: '',
    title: '',
    content: '',
    titleEs: '',
    contentEs: '',
    rating: '5.0',
    imageUrl: '',
  }),
  fromItem: (t) => ({ ...t, ...spanishValues(t, ['titleEs', 'contentEs']), imageUrl: t.imageUrl ?? '' }),
  toPayload: ({ name, title, content, titleEs, contentEs, rating, imageUrl }) => ({
    name,
    title,
    content,
    titleEs,
    contentEs,
    rating,
    imageUrl,
  }),
  row: (story, { t }) => ({
    title: story.name,
    subtitle: story.title,
    details: [t('admin.row.stars', { rating: story.rating })],
    image: story.imageUrl,
    badges: [],
  }),
  searchText: (t) => `${t.name} ${t.title} ${t.content}`,
  reviewed: false,
};

const merchandise: AdminKindView<'merchandise'> = {
  kind: 'merchandise',
  schema: MerchandiseInputSchema,
  fields: [
    { name: 'name', label: 'admin.field.name', kind: 'text', wide: true },
    spanishField('nameEs', 'admin.field.nameEs', 'text'),
    { name: 'description', label: 'admin.field.description', kind: 'textarea', wide: true },
    spanishField('descriptionEs', 'admin.field.descriptionEs', 'textarea'),
    { name: 'imageUrl', label: 'admin.field.imageUrl', kind: 'text', hint: IMAGE_HINT, wide: true },
    { name: 'pointsCost', label: 'admin.field.pointsCost', kind: 'text' },
    { name: 'priceDollars', label: 'admin.field.priceDollars', kind: 'text' },
    { name: 'inventory', label: 'admin.field.inventory', kind: 'text' },
    { name: 'isActive', label: 'admin.field.isActive', kind: 'checkbox' },
    { name: 'digital', label: 'admin.field.digital', kind: 'checkbox' },
  ],
  defaults: () => ({
    name: '',
    description: '',
    nameEs: '',
    descriptionEs: '',
    imageUrl: '',
    pointsCost: '100',
    priceDollars: '9.99',
    inventory: '50',
    isActive: true,
    digital: false,
  }),
  fromItem: (m) => ({
    ...m,
    ...spanishValues(m, ['nameEs', 'descriptionEs']),
    imageUrl: m.imageUrl ?? '',
    pointsCost: String(m.pointsCost),
    inventory: String(m.inventory),
  }),
  toPayload: ({
    name,
    description,
    nameEs,
    descriptionEs,
    imageUrl,
    pointsCost,
    priceDollars,
    inventory,
    isActive,
    digital,
  }) => ({
    name,
    description,
    nameEs,
    descriptionEs,
    imageUrl,
    pointsCost,
    priceDollars,
    inventory,
    isActive,
    digital,
  }),
  row: (m, { t }) => ({
    title: m.name,
    subtitle: m.description,
    details: [
      `$${m.priceDollars}`,
      t('admin.row.points', { count: m.pointsCost }),
      t('admin.row.inStock', { count: m.inventory }),
      m.digital ? t('admin.row.digital') : t('admin.row.byPost'),
    ],
    image: m.imageUrl,
    badges: [
      m.isActive
        ? { label: t('admin.field.isActive'), tone: 'outline' }
        : { label: t('admin.row.inactive'), tone: 'muted' },
    ],
    dimmed: !m.isActive,
  }),
  searchText: (m) => `${m.name} ${m.description}`,
  reviewed: true,
};

export const ADMIN_VIEWS: { [K in AdminKind]: AdminKindView<K> } = {
  tutors,
  articles,
  games,
  testimonials,
  merchandise,
};
