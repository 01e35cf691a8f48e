import { BookOpenCheck, Volume2, VolumeX } from 'lucide-react';
import { memo } from 'react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { PlaySettings } from './play-settings.ts';

/** The two switches of play: read-aloud and sound, each remembered for this child. */
export const PlayToggles = memo(function PlayToggles({
  settings,
  className,
}: {
  settings: PlaySettings;
  className?: string;
}) {
  const t = useT();
  const toggle =
    'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-3 text-sm font-bold aria-pressed:border-primary aria-pressed:bg-primary-soft';
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <button
        type="button"
        aria-pressed={settings.readAloud}
        onClick={() => settings.setReadAloud(!settings.readAloud)}
        className={toggle}
      >
        <BookOpenCheck aria-hidden className="size-4" /> {t('games.toggles.readAloud')}
      </button>
      <button
        type="button"
        aria-pressed={!settings.muted}
        onClick={() => settings.setMuted(!settings.muted)}
        className={toggle}
      >
        {settings.muted ? (
          <VolumeX aria-hidden className="size-4" />
        ) : (
          <Volume2 aria-hidden className="size-4" />
        )}{' '}
        {t('games.toggles.sound')}
      </button>
    </div>
  );
});
