import { DIFFICULTY_LABELS, type Difficulty } from '#contract/difficulty.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const VARIANT = { easy: 'default', medium: 'sky', hard: 'coral' } as const;

export function DifficultyBadge({ difficulty, className }: { difficulty: Difficulty; className?: string }) {
  return (
    <Badge variant={VARIANT[difficulty]} className={className}>
      {DIFFICULTY_LABELS[difficulty]}
    </Badge>
  );
}
