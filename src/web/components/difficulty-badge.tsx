import type { Difficulty } from '#contract/difficulty.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/lib/i18n.tsx';

const VARIANT = { easy: 'default', medium: 'sky', hard: 'coral' } as const;

/** Each difficulty's name in the catalog (the contract's DIFFICULTY_LABELS are its English words). */
export const DIFFICULTY_KEYS: Record<Difficulty, MessageKey> = {
  easy: 'difficulty.easy',
  medium: 'difficulty.medium',
  hard: 'difficulty.hard',
};

export function DifficultyBadge({ difficulty, className }: { difficulty: Difficulty; className?: string }) {
  const t = useT();
  return (
    <Badge variant={VARIANT[difficulty]} className={className}>
      {t(DIFFICULTY_KEYS[difficulty])}
    </Badge>
  );
}
