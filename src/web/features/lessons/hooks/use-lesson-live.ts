import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LessonRoom, MediaState } from '#contract/lessons.ts';
import { addChatLine } from '../api/get-lesson-chat.ts';
import { LessonLive } from '../live/lesson-live.ts';
import { liveSocketUrl } from '../live/live-socket.ts';

/** What the browser tests reach the room by: only in a browser a test drives (navigator.webdriver). */
interface TestHandle {
  dropSocket: () => void;
  /** Each peer connection's local candidate in use: its kind and address ("relay 127.0.0.1:49170"). */
  routes: () => Promise<(string | undefined)[]>;
}

declare global {
  interface Window {
    __sproutLesson?: TestHandle;
  }
}

/**
 * The room's live part for one visit: made when the person joins, started with their tracks, and
 * ended (the socket closed, every peer connection closed) when they leave the page.
 */
export function useLessonLive(
  room: LessonRoom,
  start: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null; media: MediaState },
  relayOnly: boolean,
) {
  const queryClient = useQueryClient();
  const [live] = useState(
    () =>
      new LessonLive({
        url: liveSocketUrl(room.sessionId, window.location),
        iceServers: room.iceServers,
        ...(relayOnly ? { iceTransportPolicy: 'relay' as const } : {}),
        onChat: (message) => addChatLine(queryClient, room.sessionId, message),
      }),
  );
  const snapshot = useSyncExternalStore(live.subscribe, live.getSnapshot, live.getSnapshot);
  useEffect(() => {
    if (!navigator.webdriver) return;
    window.__sproutLesson = { dropSocket: () => live.drop(), routes: () => live.routes() };
    return () => {
      window.__sproutLesson = undefined;
    };
  }, [live]);
  const [first] = useState(start);
  useEffect(() => {
    live.start(first.audio, first.video, first.media);
    return () => live.stop();
  }, [live, first]);
  return { live, snapshot };
}
