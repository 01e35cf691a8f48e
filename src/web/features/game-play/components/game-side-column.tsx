import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import type { ProgressSlots } from './progress-slots.ts';

/**
 * The column beside a game's Start (every game's intro and the Math Quick Challenge's menu): the
 * child's progress, the high scores, and what a game adds below them. The high scores are below
 * the fold on a phone, so laid out only when near the screen (`drawn-near-screen`).
 */
export function GameSideColumn({ slots, children }: { slots: ProgressSlots; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-6">
      {slots.progressPanel}
      <Card className="drawn-near-screen">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Trophy aria-hidden className="size-5 text-sun-foreground" /> {t('games.highScores')}
          </CardTitle>
        </CardHeader>
        <CardContent className="px-2 sm:px-4">{slots.highScores}</CardContent>
      </Card>
      {children}
    </div>
  );
}
