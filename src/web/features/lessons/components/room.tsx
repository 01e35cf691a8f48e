// The room once the person has joined: everyone's video, the controls, the whiteboard, the chat
// and who is here. On a wide screen the whiteboard is large beside the videos and the chat; on a
// phone the videos come first and a switcher chooses between the board, the chat and the people.
import { Loader2, MonitorSmartphone, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LessonRoom, MediaState } from '#contract/lessons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useLessonLive } from '../hooks/use-lesson-live.ts';
import { stopStream } from '../live/local-media.ts';
import { GrownUpBanner } from './grown-up-banner.tsx';
import { LessonChat } from './lesson-chat.tsx';
import { MediaControls } from './media-controls.tsx';
import type { JoinChoice } from './pre-join.tsx';
import { VideoTile } from './video-tile.tsx';
import { Whiteboard } from './whiteboard.tsx';
import { WhoIsHere } from './who-is-here.tsx';

export interface RoomProps {
  room: LessonRoom;
  choice: JoinChoice;
  /** Only where the app runs for the browser tests: ICE through the relay alone. */
  relayOnly: boolean;
  onLeave: () => void;
  /** The server closed the room (its time is over). */
  onClosed: () => void;
}

export function Room({ room, choice, relayOnly, onLeave, onClosed }: RoomProps) {
  const t = useT();
  const wide = useMediaQuery('(min-width: 1024px)');
  const camera = useRef(choice.stream?.getVideoTracks()[0] ?? null);
  const mic = choice.stream?.getAudioTracks()[0] ?? null;
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const [media, setMediaState] = useState<MediaState>({
    camera: choice.camera,
    mic: choice.mic,
    screen: false,
  });
  const ownStream = useMemo(
    () => (screen ? new MediaStream([screen]) : choice.stream),
    [screen, choice.stream],
  );
  const { live, snapshot } = useLessonLive(room, { audio: mic, video: camera.current, media }, relayOnly);

  useEffect(
    () => () => {
      stopStream(choice.stream);
    },
    [choice.stream],
  );
  useEffect(() => () => screen?.stop(), [screen]);
  useEffect(() => {
    if (snapshot.status === 'ended' && snapshot.end === 'closed') onClosed();
  }, [snapshot.status, snapshot.end, onClosed]);

  const update = (next: MediaState) => {
    setMediaState(next);
    live.setMedia(next);
  };

  const stopSharing = (track: MediaStreamTrack | null) => {
    track?.stop();
    setScreen(null);
    live.setTracks(mic, camera.current);
    update({ ...media, screen: false });
  };

  const shareScreen = async () => {
    if (screen) {
      stopSharing(screen);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      // The person chose nothing to share: nothing changes.
      return;
    }
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    // The browser's own "Stop sharing" bar ends the track.
    track.addEventListener('ended', () => stopSharing(track));
    setScreen(track);
    live.setTracks(mic, track);
    update({ ...media, screen: true });
  };

  if (snapshot.status === 'ended' && snapshot.end === 'replaced') {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-4 py-10 text-center">
          <MonitorSmartphone aria-hidden className="size-12 text-primary" />
          <h2 className="text-2xl">{t('lessons.replaced.title')}</h2>
          <p className="max-w-md text-muted-foreground">{t('lessons.replaced.text')}</p>
          <Button onClick={() => live.takeOver()}>{t('lessons.replaced.useHere')}</Button>
        </CardContent>
      </Card>
    );
  }
  if (snapshot.status === 'ended' && snapshot.end !== 'closed') {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-4 py-10 text-center" role="alert">
          <h2 className="text-2xl">
            {snapshot.end === 'full' ? t('lessons.ended.full') : t('lessons.ended.refused')}
          </h2>
          <Button variant="outline" onClick={onLeave}>
            {t('lessons.ended.back')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const grownUps = snapshot.peers.filter((p) => p.role === 'parent').map((p) => p.name);
  const me = snapshot.me ?? { peerId: 'me', role: room.role, name: room.myName, media };
  const tiles = (
    <section aria-label={t('lessons.video.label')} className="grid gap-3">
      <ul className="grid grid-cols-2 gap-2 sm:gap-3">
        <li>
          <VideoTile self name={me.name} role={me.role} media={media} stream={ownStream} />
        </li>
        {snapshot.peers.map((peer) => (
          <li key={peer.peerId}>
            <VideoTile
              name={peer.name}
              role={peer.role}
              media={peer.media}
              stream={peer.stream}
              connecting={peer.connection !== 'connected'}
            />
          </li>
        ))}
      </ul>
      <MediaControls
        media={media}
        hasCamera={camera.current !== null}
        hasMic={mic !== null}
        canShareScreen={
          room.role === 'tutor' && typeof navigator.mediaDevices?.getDisplayMedia === 'function'
        }
        onCamera={() => {
          if (camera.current) camera.current.enabled = !media.camera;
          update({ ...media, camera: !media.camera });
        }}
        onMic={() => {
          if (mic) mic.enabled = !media.mic;
          update({ ...media, mic: !media.mic });
        }}
        onScreen={() => void shareScreen()}
        onLeave={onLeave}
      />
    </section>
  );
  const board = (
    <Whiteboard
      strokes={snapshot.strokes}
      onStroke={(stroke) => live.draw(stroke)}
      onClear={() => live.clearBoard()}
    />
  );
  const chat = <LessonChat sessionId={room.sessionId} />;
  const people = <WhoIsHere me={snapshot.me} peers={snapshot.peers} />;

  return (
    <div className="grid gap-4">
      {snapshot.status !== 'open' ? (
        <p role="status" className="flex items-center gap-2 rounded-2xl bg-muted p-3 font-bold">
          {snapshot.status === 'reconnecting' ? (
            <WifiOff aria-hidden className="size-5" />
          ) : (
            <Loader2 aria-hidden className="size-5 motion-safe:animate-spin" />
          )}
          {snapshot.status === 'reconnecting'
            ? t('lessons.status.reconnecting')
            : t('lessons.status.connecting')}
        </p>
      ) : null}
      {grownUps.length > 0 && room.role !== 'parent' ? <GrownUpBanner names={grownUps} /> : null}
      {wide ? (
        <div className="grid grid-cols-[minmax(0,1fr)_24rem] items-start gap-6">
          <section aria-label={t('lessons.tabs.board')}>{board}</section>
          <div className="grid gap-4">
            {tiles}
            <Tabs defaultValue="chat">
              <TabsList aria-label={t('lessons.tabs.label')}>
                <TabsTrigger value="chat">{t('lessons.tabs.chat')}</TabsTrigger>
                <TabsTrigger value="people">
                  {t('lessons.tabs.people', { count: snapshot.peers.length + 1 })}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="chat" forceMount className="data-[state=inactive]:hidden">
                {chat}
              </TabsContent>
              <TabsContent value="people">{people}</TabsContent>
            </Tabs>
          </div>
        </div>
      ) : (
        <>
          {tiles}
          <Tabs defaultValue="board">
            <TabsList aria-label={t('lessons.tabs.label')}>
              <TabsTrigger value="board">{t('lessons.tabs.board')}</TabsTrigger>
              <TabsTrigger value="chat">{t('lessons.tabs.chat')}</TabsTrigger>
              <TabsTrigger value="people">
                {t('lessons.tabs.people', { count: snapshot.peers.length + 1 })}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="board">{board}</TabsContent>
            <TabsContent value="chat">{chat}</TabsContent>
            <TabsContent value="people">{people}</TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
