// A child sees plainly when a grown-up is looking in: a banner with a picture, said aloud to a
// screen reader when it appears.
import { Eye } from 'lucide-react';
import { useT } from '#web/lib/i18n.tsx';

export function GrownUpBanner({ names }: { names: string[] }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-2xl border-2 border-sun bg-sun-soft p-3 sm:p-4"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-sun text-sun-foreground">
        <Eye aria-hidden className="size-6" />
      </span>
      <p className="font-bold text-sun-foreground">
        {names.length > 0
          ? t('lessons.grownUp.named', { names: names.join(', '), count: names.length })
          : null}
      </p>
    </div>
  );
}
