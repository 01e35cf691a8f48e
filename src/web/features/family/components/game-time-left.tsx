// On the games page, for a child whose grown-up set a daily game time (docs/rules.md#parents-in-the-loop): how much
// of it is left today, with a clock so a child who cannot read yet sees it too. Nothing for anyone
// without a limit. The page loads it only for a signed-in user (a rendered page is a guest's).

import { Clock } from 'lucide-react';
import { durationText } from '#contract/study-time.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMyControls } from '../api/get-my-controls.ts';

export function GameTimeLeft({ userId }: { userId: number }) {
  const minutes = useMyControls(userId).data?.gameMinutesLeftToday;
  const t = useT();
  if (minutes === null || minutes === undefined) return null;
  return (
    <p className="inline-flex w-fit items-center gap-2 rounded-full bg-primary-soft px-4 py-2 font-bold text-primary">
      <Clock aria-hidden className="size-5 shrink-0" />
      {minutes > 0 ? t('family.gameTimeLeft', { time: durationText(minutes) }) : t('family.noGameTime')}
    </p>
  );
}
