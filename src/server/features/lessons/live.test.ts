// The live socket against a listening app, with real WebSocket clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_LIMITS } from '#contract/lessons.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { lessonIn, lessonWithFamily, MINUTE, tutorAccount } from './test/lesson-people.ts';
import { connectLive, listenOnPort, refusedStatus } from './test/live-client.ts';

let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await listenOnPort(t.app);
});
afterAll(async () => {
  await t.close();
});

const offer = { description: { type: 'offer' as const, sdp: 'v=0 an offer' } };

describe('GET /api/lessons/:id/live', () => {
  it('refuses the upgrade without a session (401) and from another site (403)', async () => {
    const { child, session } = await lessonWithFamily(t);
    const path = `/api/lessons/${session.id}/live`;
    expect(await refusedStatus(host, path, { origin: `http://${host}` })).toBe(401);
    expect(await refusedStatus(host, path, { origin: 'https://evil.example', cookie: child.cookie })).toBe(
      403,
    );
    expect(await refusedStatus(host, path, { cookie: child.cookie })).toBe(403);
  });

  it('closes the socket of a non-participant, of an unknown room and of a room not open', async () => {
    const { session } = await lessonWithFamily(t);
    const stranger = await t.signUp();
    expect(await connectLive(host, session.id, { cookie: stranger.cookie }).closed).toBe(LIVE_CLOSE.refused);
    expect(await connectLive(host, 999_999, { cookie: stranger.cookie }).closed).toBe(LIVE_CLOSE.unknownRoom);
    const tutor = await tutorAccount(t);
    const learner = await t.signUp();
    const later = await lessonIn(t, {
      tutorId: tutor.tutorId,
      learnerId: learner.user.id,
      minutesFromNow: 60,
    });
    expect(await connectLive(host, later.id, { cookie: learner.cookie }).closed).toBe(LIVE_CLOSE.refused);
    const past = await lessonIn(t, {
      tutorId: tutor.tutorId,
      learnerId: learner.user.id,
      minutesFromNow: -80,
    });
    expect(await connectLive(host, past.id, { cookie: learner.cookie }).closed).toBe(LIVE_CLOSE.refused);
  });

  it('welcomes each peer with who is here, and relays a signal to the named peer only', async () => {
    const { tutor, child, parent, session } = await lessonWithFamily(t);
    const a = connectLive(host, session.id, { cookie: tutor.cookie });
    const welcomeA = await a.next('welcome');
    expect(welcomeA.peers).toEqual([]);
    expect(welcomeA.you).toMatchObject({ role: 'tutor', name: 'Maria Lopez' });
    const b = connectLive(host, session.id, { cookie: child.cookie });
    const welcomeB = await b.next('welcome');
    expect(welcomeB.peers.map((p) => p.peerId)).toEqual([welcomeA.you.peerId]);
    expect((await a.next('joined')).peer).toMatchObject({
      peerId: welcomeB.you.peerId,
      role: 'learner',
      name: 'Sam',
    });
    const c = connectLive(host, session.id, { cookie: parent.cookie });
    const welcomeC = await c.next('welcome');
    await a.next('joined');
    await b.next('joined');

    a.send({ type: 'signal', to: welcomeB.you.peerId, data: offer });
    expect(await b.next('signal')).toEqual({ type: 'signal', from: welcomeA.you.peerId, data: offer });
    // c hears nothing of it: a ping answered after it proves the order.
    c.send({ type: 'ping' });
    await c.next('pong');
    expect(c.received.filter((m) => m.type === 'signal')).toEqual([]);

    c.send({ type: 'media', media: { camera: true, mic: false, screen: false } });
    expect(await a.next('media')).toEqual({
      type: 'media',
      peerId: welcomeC.you.peerId,
      media: { camera: true, mic: false, screen: false },
    });
    for (const client of [a, b, c]) client.close();
    await Promise.all([a.closed, b.closed, c.closed]);
  });

  it('refuses a message for a peer of another room, and malformed or oversized ones, and stays open', async () => {
    const first = await lessonWithFamily(t);
    const second = await lessonWithFamily(t);
    const here = connectLive(host, first.session.id, { cookie: first.child.cookie });
    await here.next('welcome');
    const there = connectLive(host, second.session.id, { cookie: second.child.cookie });
    const elsewhere = await there.next('welcome');

    here.send({ type: 'signal', to: elsewhere.you.peerId, data: offer });
    expect((await here.next('refused')).message).toBe('That peer is not in this room');
    here.send('not json');
    await here.next('refused');
    here.send({
      type: 'signal',
      to: 'x',
      data: { description: { type: 'offer', sdp: 'x'.repeat(LIVE_LIMITS.sdpChars + 1) } },
    });
    await here.next('refused');
    here.send('x'.repeat(LIVE_LIMITS.messageBytes + 1));
    expect((await here.next('refused')).message).toContain(String(LIVE_LIMITS.messageBytes));
    here.send({ type: 'ping' });
    await here.next('pong');
    expect(there.received.filter((m) => m.type === 'signal')).toEqual([]);
    here.close();
    there.close();
  });

  it('lets a second tab of the same person take over: the first is replaced, and the room hears it left', async () => {
    const { tutor, child, session } = await lessonWithFamily(t);
    const tutorSocket = connectLive(host, session.id, { cookie: tutor.cookie });
    await tutorSocket.next('welcome');
    const firstTab = connectLive(host, session.id, { cookie: child.cookie });
    const first = await firstTab.next('welcome');
    await tutorSocket.next('joined');
    const secondTab = connectLive(host, session.id, { cookie: child.cookie });
    const second = await secondTab.next('welcome');
    expect(second.peers.map((p) => p.role)).toEqual(['tutor']);
    await firstTab.next('replaced');
    expect(await firstTab.closed).toBe(LIVE_CLOSE.replaced);
    expect((await tutorSocket.next('left')).peerId).toBe(first.you.peerId);
    secondTab.close();
    expect((await tutorSocket.next('left')).peerId).toBe(second.you.peerId);
    tutorSocket.close();
  });

  it('closes every socket when the room closes', async () => {
    const { child, session } = await lessonWithFamily(t, -70);
    const socket = connectLive(host, session.id, { cookie: child.cookie });
    await socket.next('welcome');
    t.clock.advance(10 * MINUTE);
    try {
      await t.app.ctx.jobs.runAll();
      await socket.next('closed');
      expect(await socket.closed).toBe(LIVE_CLOSE.closed);
    } finally {
      t.clock.set(new Date());
    }
  });
});

describe('a chat line on the live socket', () => {
  it('reaches every socket of the room, each told whether it is theirs', async () => {
    const { tutor, child, session } = await lessonWithFamily(t);
    const tutorSocket = connectLive(host, session.id, { cookie: tutor.cookie });
    await tutorSocket.next('welcome');
    const childSocket = connectLive(host, session.id, { cookie: child.cookie });
    await childSocket.next('welcome');
    const res = await t.inject({
      method: 'POST',
      url: `/api/lessons/${session.id}/chat`,
      headers: { cookie: child.cookie },
      payload: { text: 'Hello!' },
    });
    expect(res.statusCode).toBe(201);
    expect((await childSocket.next('chat')).message).toMatchObject({ text: 'Hello!', mine: true });
    expect((await tutorSocket.next('chat')).message).toMatchObject({
      text: 'Hello!',
      mine: false,
      senderName: 'Sam',
    });
    tutorSocket.close();
    childSocket.close();
  });
});
