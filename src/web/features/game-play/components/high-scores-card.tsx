import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';

/**
 * A game's high scores beside its Start (every game's intro and the Math Quick Challenge's menu).
 * Below the fold on a phone, so laid out only when near the screen (`drawn-near-screen`).
 */
export function HighScoresCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card className="drawn-near-screen">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-sun-foreground" /> {t('games.highScores')}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">{children}</CardContent>
    </Card>
  );
}
