// The option lists of docs/product.md#constants-and-limits. The first entry of a filter list means "no filter".

export const SUBJECT_FILTER_OPTIONS = [
  'All Subjects',
  'Mathematics',
  'Science',
  'Language Arts',
  'Reading',
  'Social Studies',
  'Foreign Languages',
] as const;
export const SUBJECTS = SUBJECT_FILTER_OPTIONS.slice(1);

export const GRADE_OPTIONS = [
  'All Grades',
  'Pre-K to K',
  'Grades 1-3',
  'Grades 4-6',
  'Grades 7-8',
  'High School',
] as const;
export type GradeOption = (typeof GRADE_OPTIONS)[number];

export const AVAILABILITY_FILTER_OPTIONS = [
  'Any Time',
  'Weekday Mornings',
  'Weekday Afternoons',
  'Weekday Evenings',
  'Weekends',
] as const;
/** What a tutor can carry: every availability option but "Any Time". */
export const AVAILABILITY_OPTIONS = [
  'Weekday Mornings',
  'Weekday Afternoons',
  'Weekday Evenings',
  'Weekends',
] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export const SESSION_TYPES = [
  'One-on-One Tutoring',
  'Small Group (2-3)',
  'Educational Consulting',
  'Homework Help',
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_FILTER_OPTIONS = ['All Types', ...SESSION_TYPES] as const;

export const ARTICLE_CATEGORIES = [
  'Learning Techniques',
  'Child Development',
  'School Tips',
  'Parenting Advice',
  'Technology & Learning',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export const ARTICLE_CATEGORY_FILTER_OPTIONS = ['All Articles', ...ARTICLE_CATEGORIES] as const;

export const GAME_CATEGORIES = ['Math Games', 'Reading Fun', 'Science Zone', 'Critical Thinking'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const FAMILY_RELATIONSHIPS = ['parent', 'guardian', 'grandparent', 'relative'] as const;
export type FamilyRelationship = (typeof FAMILY_RELATIONSHIPS)[number];

/** The subjects of a tutor's comma-separated `subjects`, trimmed, without empty entries. */
export function tutorSubjects(subjects: string): string[] {
  return subjects
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
