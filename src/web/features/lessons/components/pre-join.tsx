// "Join the lesson": the camera and microphone are asked for here, with a preview to check them,
// before anyone else sees or hears the person. Whatever the browser answers, they can come in:
// without a camera they talk, without either they watch and listen.
import { Eye, Loader2, Mic, MicOff, RotateCcw, Video, VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { LessonRoom } from '#contract/lessons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { getLocalMedia, type LocalMedia, stopStream } from '../live/local-media.ts';
import { StreamVideo } from './stream-video.tsx';

export interface JoinChoice {
  stream: MediaStream | null;
  camera: boolean;
  mic: boolean;
}

function useLocalMedia() {
  const [media, setMedia] = useState<LocalMedia | undefined>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: Try again (a new attempt) asks the browser again
  useEffect(() => {
    let current = true;
    let got: MediaStream | null = null;
    setMedia(undefined);
    void getLocalMedia().then((answer) => {
      got = answer.stream;
      if (current) setMedia(answer);
      else stopStream(got);
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  return { media, retry: () => setAttempt((n) => n + 1) };
}

export function PreJoin({ room, onJoin }: { room: LessonRoom; onJoin: (choice: JoinChoice) => void }) {
  const t = useT();
  const { media, retry } = useLocalMedia();
  const [camera, setCamera] = useState(true);
  const [mic, setMic] = useState(true);
  const stream = media?.stream ?? null;
  // A camera left on after this step is gone would keep its light on: what is not handed to the
  // room is stopped.
  const handed = useRef<MediaStream | null>(null);
  useEffect(
    () => () => {
      if (handed.current !== stream) stopStream(stream);
    },
    [stream],
  );
  const hasCamera = (stream?.getVideoTracks().length ?? 0) > 0;
  const hasMic = (stream?.getAudioTracks().length ?? 0) > 0;

  useEffect(() => {
    for (const track of stream?.getVideoTracks() ?? []) track.enabled = camera;
    for (const track of stream?.getAudioTracks() ?? []) track.enabled = mic;
  }, [stream, camera, mic]);

  const join = (watchOnly: boolean) => {
    if (watchOnly) {
      stopStream(stream);
      onJoin({ stream: null, camera: false, mic: false });
    } else {
      handed.current = stream;
      onJoin({ stream, camera: hasCamera && camera, mic: hasMic && mic });
    }
  };

  const outcome = media?.outcome;
  const canShare = outcome === 'ok' || outcome === 'audio-only';
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center">
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-foreground">
          {hasCamera ? (
            <StreamVideo
              stream={stream}
              muted
              aria-label={t('lessons.preJoin.preview')}
              className={camera ? 'size-full -scale-x-100 object-cover' : 'invisible'}
            />
          ) : null}
          {!hasCamera || !camera ? (
            <div className="absolute inset-0 grid place-items-center text-card">
              {outcome === undefined ? (
                <Loader2 aria-hidden className="size-10 motion-safe:animate-spin" />
              ) : (
                <VideoOff aria-hidden className="size-10" />
              )}
            </div>
          ) : null}
        </div>
        <div className="grid gap-4">
          <h2 className="text-2xl">{t('lessons.preJoin.title')}</h2>
          <div role="status" className="grid gap-2">
            {outcome === undefined ? <p>{t('lessons.preJoin.asking')}</p> : null}
            {outcome === 'ok' ? <p>{t('lessons.preJoin.ready')}</p> : null}
            {outcome === 'audio-only' ? <p>{t('lessons.preJoin.noCamera')}</p> : null}
            {outcome === 'denied' ? (
              <>
                <p className="font-bold">{t('lessons.preJoin.denied')}</p>
                <p>{t('lessons.preJoin.howToAllow')}</p>
              </>
            ) : null}
            {outcome === 'missing' ? <p>{t('lessons.preJoin.missing')}</p> : null}
            {outcome === 'busy' ? <p>{t('lessons.preJoin.busy')}</p> : null}
            {outcome === 'unsupported' ? <p>{t('lessons.preJoin.unsupported')}</p> : null}
          </div>
          {canShare ? (
            <div className="flex flex-wrap gap-2">
              {hasCamera ? (
                <Button
                  variant={camera ? 'secondary' : 'outline'}
                  size="sm"
                  aria-pressed={camera}
                  onClick={() => setCamera((on) => !on)}
                >
                  {camera ? <Video aria-hidden /> : <VideoOff aria-hidden />} {t('lessons.controls.camera')}
                </Button>
              ) : null}
              {hasMic ? (
                <Button
                  variant={mic ? 'secondary' : 'outline'}
                  size="sm"
                  aria-pressed={mic}
                  onClick={() => setMic((on) => !on)}
                >
                  {mic ? <Mic aria-hidden /> : <MicOff aria-hidden />} {t('lessons.controls.mic')}
                </Button>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {canShare ? (
              <>
                <Button onClick={() => join(false)}>
                  <Video aria-hidden /> {t('lessons.preJoin.join')}
                </Button>
                <Button variant="outline" onClick={() => join(true)}>
                  <Eye aria-hidden /> {t('lessons.preJoin.justWatch')}
                </Button>
              </>
            ) : outcome !== undefined ? (
              <>
                <Button onClick={() => join(true)}>
                  <Eye aria-hidden /> {t('lessons.preJoin.joinToWatch')}
                </Button>
                {outcome === 'denied' || outcome === 'busy' ? (
                  <Button variant="outline" onClick={retry}>
                    <RotateCcw aria-hidden /> {t('lessons.preJoin.tryAgain')}
                  </Button>
                ) : null}
              </>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {t('lessons.preJoin.asRole', { name: room.myName, role: room.role })}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
