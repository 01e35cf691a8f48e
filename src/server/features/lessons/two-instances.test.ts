// Two app instances on one PostgreSQL database serve one room (docs/lesson-room.md#across-instances):
// the tutor's socket on one, the child's on the other. Skipped on the embedded database, which is
// one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '#contract/lessons.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { lessonWithFamily } from './test/lesson-people.ts';
import { connectLive, listenOnPort } from './test/live-client.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('a lesson room across two instances on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: TestApp;
  let two: TestApp;
  let hostOne: string;
  let hostTwo: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    one = await createTestApp({ database, config: { databaseUrl: database.url } });
    two = await createTestApp({ database, config: { databaseUrl: database.url } });
    hostOne = await listenOnPort(one.app);
    hostTwo = await listenOnPort(two.app);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it('shows each side the other, relays signals both ways (a large offer too), and hands a tab over', async () => {
    const { tutor, child, parent, session } = await lessonWithFamily(one);
    const tutorSocket = connectLive(hostOne, session.id, { cookie: tutor.cookie });
    const tutorWelcome = await tutorSocket.next('welcome');
    const childSocket = connectLive(hostTwo, session.id, { cookie: child.cookie });
    const childWelcome = await childSocket.next('welcome');
    expect(childWelcome.peers.map((p) => p.peerId)).toEqual([tutorWelcome.you.peerId]);
    expect((await tutorSocket.next('joined')).peer.peerId).toBe(childWelcome.you.peerId);

    // An SDP offer past NOTIFY's 8000 bytes goes through the table, and still comes before the
    // candidate sent after it.
    const sdp = `v=0 ${'a=candidate:large\\r\\n'.repeat(1200)}`;
    tutorSocket.send({
      type: 'signal',
      to: childWelcome.you.peerId,
      data: { description: { type: 'offer', sdp } },
    });
    const candidate = { candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' } };
    tutorSocket.send({ type: 'signal', to: childWelcome.you.peerId, data: candidate });
    const first = await childSocket.next('signal');
    expect(first).toEqual({
      type: 'signal',
      from: tutorWelcome.you.peerId,
      data: { description: { type: 'offer', sdp } },
    });
    expect((await childSocket.next('signal')).data).toEqual(candidate);
    const [stored] = await database.query<{ n: number }>(
      'select count(*)::int as n from lesson_bus_messages',
    );
    expect(stored?.n).toBeGreaterThan(0);

    childSocket.send({
      type: 'signal',
      to: tutorWelcome.you.peerId,
      data: { description: { type: 'answer', sdp: 'v=0 yes' } },
    });
    expect((await tutorSocket.next('signal')).from).toBe(childWelcome.you.peerId);

    // The parent, on the first instance, sees both.
    const parentSocket = connectLive(hostOne, session.id, { cookie: parent.cookie });
    expect((await parentSocket.next('welcome')).peers.map((p) => p.role).sort()).toEqual([
      'learner',
      'tutor',
    ]);

    // The child opens the room again on the first instance: the tab on the second is replaced.
    const childAgain = connectLive(hostOne, session.id, { cookie: child.cookie });
    await childAgain.next('welcome');
    await childSocket.next('replaced');
    expect(await childSocket.closed).toBe(LIVE_CLOSE.replaced);
    expect((await tutorSocket.next('left')).peerId).toBe(childWelcome.you.peerId);

    // A chat line said through the second instance reaches the sockets on the first.
    const said = await two.inject({
      method: 'POST',
      url: `/api/lessons/${session.id}/chat`,
      headers: { cookie: tutor.cookie },
      payload: { text: 'Welcome back!' },
    });
    expect(said.statusCode).toBe(201);
    expect((await childAgain.next('chat')).message).toMatchObject({ text: 'Welcome back!', mine: false });
    expect((await tutorSocket.next('chat')).message.mine).toBe(true);

    for (const socket of [tutorSocket, parentSocket, childAgain]) socket.close();
  });
});
