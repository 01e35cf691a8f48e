// The order the server's parts may import one another, read by feature-graph.test.ts. A feature
// imports only features on a lower layer (never one on its own layer, never one above), so no two
// features import each other. What reads or acts across features is a cross-feature module
// (src/server/cross-feature), above every feature; each may import the ones listed before it.
// A new feature or module must be placed here before the test lets it in.

/** Server features, from the bottom layer up. */
export const FEATURE_LAYERS: readonly (readonly string[])[] = [
  ['articles', 'consent', 'contact', 'reviews', 'study', 'testimonials'],
  ['accounts'],
  ['family'],
  ['games', 'store', 'tutors'],
  // Messages own their tables and read who takes part (a tutor's account, a booking, a family
  // link) in their own queries; they import only the child rule of accounts.
  ['messages'],
  // The lesson room keeps its chat in messages and asks family who a learner's parents are.
  ['lessons'],
  ['admin', 'system', 'tutor-accounts'],
];

/** Cross-feature modules, each above every feature and above the modules listed before it. */
export const CROSS_FEATURE_ORDER: readonly string[] = [
  'achievements',
  'personal-data',
  'approvals',
  'lesson-notes',
  'weekly-digest',
  'child-activity',
  'parental-consent',
];

/** Folders under the features that they all may use, and that import no feature themselves. */
export const FOUNDATIONS: readonly string[] = ['lib', 'plugins', 'db'];
