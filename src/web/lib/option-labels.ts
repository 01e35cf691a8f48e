// The contract's option lists (docs/product.md#constants-and-limits) are values: the filters in an
// address, the words a tutor or a game is stored with. A reader sees each one in their language.
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { SessionStatus } from '#contract/sessions.ts';
import type { DeliveryStatus } from '#contract/store-rules.ts';
import type { Translate } from './i18n.tsx';

const OPTION_KEYS: Record<string, MessageKey> = {
  'All Subjects': 'options.allSubjects',
  Mathematics: 'options.mathematics',
  Science: 'options.science',
  'Language Arts': 'options.languageArts',
  Reading: 'options.reading',
  'Social Studies': 'options.socialStudies',
  'Foreign Languages': 'options.foreignLanguages',
  'All Grades': 'options.allGrades',
  'Pre-K to K': 'options.preKToK',
  'Grades 1-3': 'options.grades1to3',
  'Grades 4-6': 'options.grades4to6',
  'Grades 7-8': 'options.grades7to8',
  'High School': 'options.highSchool',
  'Any Time': 'options.anyTime',
  'Weekday Mornings': 'options.weekdayMornings',
  'Weekday Afternoons': 'options.weekdayAfternoons',
  'Weekday Evenings': 'options.weekdayEvenings',
  Weekends: 'options.weekends',
  'All Types': 'options.allTypes',
  'One-on-One Tutoring': 'options.oneOnOne',
  'Small Group (2-3)': 'options.smallGroup',
  'Educational Consulting': 'options.consulting',
  'Homework Help': 'options.homeworkHelp',
  'All Articles': 'options.allArticles',
  'Learning Techniques': 'options.learningTechniques',
  'Child Development': 'options.childDevelopment',
  'School Tips': 'options.schoolTips',
  'Parenting Advice': 'options.parentingAdvice',
  'Technology & Learning': 'options.technologyAndLearning',
  'Math Games': 'options.mathGames',
  'Reading Fun': 'options.readingFun',
  'Science Zone': 'options.scienceZone',
  'Critical Thinking': 'options.criticalThinking',
};

/** An option in the reader's language; a value that is no option (free text) as it is. */
export function optionLabel(t: Translate, value: string): string {
  const key = OPTION_KEYS[value];
  return key ? t(key) : value;
}

const SESSION_STATUS_KEYS: Record<SessionStatus, MessageKey> = {
  scheduled: 'sessions.status.scheduled',
  cancelled: 'sessions.status.cancelled',
  completed: 'sessions.status.completed',
  'no-show': 'sessions.status.noShow',
};

/** A tutor session's status in the reader's language ("Scheduled", "Programada"). */
export function sessionStatusLabel(t: Translate, status: SessionStatus): string {
  return t(SESSION_STATUS_KEYS[status]);
}

/** A physical prize's delivery status in the reader's language ("Order placed", "Pedido hecho"). */
export function deliveryStatusLabel(t: Translate, status: DeliveryStatus): string {
  return t('store.delivery', { status });
}
