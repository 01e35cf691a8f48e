// The contract's option lists (docs/product.md#constants-and-limits) are values: the filters in an
// address, the words a tutor, a session or a game is stored with. Each has its words in the
// catalogs, which the pages (src/web/lib/option-labels.ts) and the server's mails read.
import type { MessageKey } from './catalog.ts';

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

/** The catalog key of an option's words; undefined for a value that is no option (free text). */
export function optionKey(value: string): MessageKey | undefined {
  return Object.hasOwn(OPTION_KEYS, value) ? OPTION_KEYS[value] : undefined;
}
