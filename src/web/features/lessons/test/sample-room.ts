import type { LessonRoom, Peer } from '#contract/lessons.ts';

const MINUTE = 60_000;

/** A room as GET /api/lessons/7 answers it, open now unless told otherwise. */
export function aRoom(overrides: Partial<LessonRoom> = {}): LessonRoom {
  const now = Date.now();
  return {
    sessionId: 7,
    opensAt: new Date(now - 5 * MINUTE).toISOString(),
    startsAt: new Date(now + 5 * MINUTE).toISOString(),
    closesAt: new Date(now + 80 * MINUTE).toISOString(),
    state: 'open',
    role: 'learner',
    subject: 'Mathematics',
    tutorName: 'Maria Lopez',
    learnerFirstName: 'Sam',
    myName: 'Sam',
    iceServers: [],
    alwaysOpen: false,
    ...overrides,
  };
}

export function aPeer(overrides: Partial<Peer> = {}): Peer {
  return {
    peerId: 'p1',
    role: 'tutor',
    name: 'Maria Lopez',
    media: { camera: true, mic: true, screen: false },
    ...overrides,
  };
}
