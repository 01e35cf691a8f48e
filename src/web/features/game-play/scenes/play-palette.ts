// The play views' colours: the brand palette (globals.css) for boards, trails and blocks, and one
// clear tone for each colour a pattern names, chosen to tell apart on the warm background.
export const PLAY = {
  leaf: 'var(--color-primary)',
  leafSoft: 'var(--color-primary-soft)',
  sun: 'var(--color-sun)',
  sunSoft: 'var(--color-sun-soft)',
  sky: 'var(--color-sky)',
  skyStrong: 'var(--color-sky-strong)',
  coral: 'var(--color-coral)',
  coralStrong: 'var(--color-coral-strong)',
  slate: 'var(--color-foreground)',
  card: 'var(--color-card)',
  muted: 'var(--color-muted)',
  border: 'var(--color-border)',
} as const;

export const PATTERN_COLORS: Record<string, string> = {
  red: '#d64531',
  blue: '#1c67ab',
  green: '#2b8a3e',
  yellow: '#f2bd2a',
  purple: '#7b4bb3',
  orange: '#e8772e',
  pink: '#e35d9c',
  brown: '#8a5a2b',
};
