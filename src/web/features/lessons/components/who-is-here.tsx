import { Mic, MicOff, Video, VideoOff } from 'lucide-react';
import type { Peer } from '#contract/lessons.ts';
import { useT } from '#web/lib/i18n.tsx';
import { roleLabel } from './lesson-words.ts';

/** Everyone in the room now, the reader first, with what each has on. */
export function WhoIsHere({ me, peers }: { me: Peer | undefined; peers: Peer[] }) {
  const t = useT();
  const everyone = me ? [me, ...peers] : peers;
  return (
    <ul className="grid gap-2" aria-label={t('lessons.people.list', { count: everyone.length })}>
      {everyone.map((peer) => (
        <li key={peer.peerId} className="flex items-center gap-3 rounded-2xl border bg-card p-3">
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft font-extrabold text-primary"
          >
            {peer.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-bold">
              {peer === me ? t('lessons.tile.you', { name: peer.name }) : peer.name}
            </span>
            <span className="block text-sm text-muted-foreground">{roleLabel(t, peer.role)}</span>
          </span>
          <span className="flex gap-1.5 text-muted-foreground">
            {peer.media.camera ? (
              <Video role="img" aria-label={t('lessons.people.cameraOn')} className="size-5" />
            ) : (
              <VideoOff role="img" aria-label={t('lessons.people.cameraOff')} className="size-5" />
            )}
            {peer.media.mic ? (
              <Mic role="img" aria-label={t('lessons.people.micOn')} className="size-5" />
            ) : (
              <MicOff role="img" aria-label={t('lessons.tile.micOff')} className="size-5" />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
