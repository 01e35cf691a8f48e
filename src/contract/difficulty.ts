// A game's difficulty and its words, apart from the rest of the game rules: the difficulty badge is
// one of the app's small shared components, on the first load of /, which needs these words and
// none of the rules (the first-load budget, docs/benchmarks.md#page-load).

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
