// The whole database, one file per domain: drizzle-kit reads this index to generate the
// migrations, and the repositories import their tables from it. Only repositories (and the
// database's own modules, the seed and the tests) import the schema.

export * from './accounts.ts';
export * from './app-meta.ts';
export * from './articles.ts';
export * from './consent.ts';
export * from './contact.ts';
export * from './family.ts';
export * from './games.ts';
export * from './lesson-notes.ts';
export * from './lessons.ts';
export * from './messages.ts';
export * from './store.ts';
export * from './study.ts';
export * from './testimonials.ts';
export * from './tutors.ts';
