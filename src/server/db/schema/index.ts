// The whole database, one file per domain: drizzle-kit reads this index to generate the
// migrations, and the repositories import their tables from it. Only repositories (and the
// database's own modules, the seed and the tests) import the schema.

export * from './accounts';
export * from './app-meta';
export * from './articles';
export * from './consent';
export * from './contact';
export * from './family';
export * from './games';
export * from './lesson-notes';
export * from './messages';
export * from './store';
export * from './study';
export * from './testimonials';
export * from './tutors';
