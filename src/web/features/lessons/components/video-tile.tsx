// One person's picture in the room: their video (or their initial when the camera is off), their
// name and role, and whether their microphone is off.
import { Loader2, MicOff, MonitorUp } from 'lucide-react';
import type { LessonRole, MediaState } from '#contract/lessons.ts';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { roleLabel } from './lesson-words.ts';
import { StreamVideo } from './stream-video.tsx';

export interface VideoTileProps {
  name: string;
  role: LessonRole;
  media: MediaState;
  stream: MediaStream | null | undefined;
  /** The reader's own tile: muted (no echo) and mirrored like a mirror, unless it is a screen. */
  self?: boolean;
  /** Still finding a path to this person. */
  connecting?: boolean;
}

const ROLE_RING: Record<LessonRole, string> = {
  tutor: 'ring-primary',
  learner: 'ring-sky-strong',
  parent: 'ring-sun',
};

export function VideoTile({ name, role, media, stream, self = false, connecting = false }: VideoTileProps) {
  const t = useT();
  const showsVideo = media.camera || media.screen;
  const label = self ? t('lessons.tile.you', { name }) : name;
  return (
    <figure
      className={cn(
        'relative aspect-video min-w-0 overflow-hidden rounded-2xl bg-foreground ring-2',
        ROLE_RING[role],
      )}
      data-role={role}
      data-self={self || undefined}
    >
      <StreamVideo
        stream={stream}
        muted={self}
        aria-hidden
        className={cn(
          'size-full object-cover',
          self && !media.screen && '-scale-x-100',
          media.screen && 'object-contain',
          !showsVideo && 'invisible',
        )}
      />
      {!showsVideo ? (
        <div className="absolute inset-0 grid place-items-center" aria-hidden>
          <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-2xl font-extrabold text-primary">
            {name.slice(0, 1).toUpperCase()}
          </span>
        </div>
      ) : null}
      {connecting ? (
        <p className="absolute inset-x-0 top-2 mx-auto flex w-fit items-center gap-1.5 rounded-full bg-card/90 px-3 py-1 text-sm">
          <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" /> {t('lessons.tile.connecting')}
        </p>
      ) : null}
      <figcaption className="absolute start-2 bottom-2 flex max-w-[calc(100%-1rem)] items-center gap-1.5 rounded-full bg-card/95 px-3 py-1 text-sm">
        <span className="max-w-[60%] shrink-0 truncate font-bold">{label}</span>
        <span className="min-w-0 truncate text-muted-foreground">· {roleLabel(t, role)}</span>
        {media.screen ? (
          <MonitorUp aria-label={t('lessons.tile.sharingScreen')} role="img" className="size-4 shrink-0" />
        ) : null}
        {!media.mic ? (
          <MicOff
            aria-label={t('lessons.tile.micOff')}
            role="img"
            className="size-4 shrink-0 text-destructive"
          />
        ) : null}
      </figcaption>
    </figure>
  );
}
