// The lesson room's signaling relay (docs/benchmarks.md#lesson-room-signaling): how many signaling
// messages one instance relays per second for 50 rooms of three (a tutor, a learner and a parent,
// each a real `ws` client). Every socket sends a burst just under its rate limit (190 of 200 in 10
// seconds) of ICE candidates to the next peer of its room; the figure is the messages delivered
// per second from the first send to the last delivery, with the latency of each.
//
//   npx tsx scripts/bench/lesson-room.ts                  # PGlite: the in-memory bus
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/lesson-room.ts
//   BENCH_ROOMS=50 BENCH_BURST=190 (the defaults)
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createUser } from '../../src/server/db/factories';
import { familyLinks, tutorSessions, tutors } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/features/accounts/accounts.service';
import { benchConfig, openBenchDatabase, startBenchServer } from './bench-kit';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 50);
const BURST = Number(process.env.BENCH_BURST ?? 190);

interface Client {
  socket: WebSocket;
  peerId: string;
  peers: string[];
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;

function connect(origin: string, sessionId: number, cookie: string, onSignal: (sentAt: number) => void) {
  const host = origin.replace(/^http:\/\//, '');
  const socket = new WebSocket(`ws://${host}/api/lessons/${sessionId}/live`, {
    headers: { cookie, origin },
  });
  return new Promise<Client>((resolve, reject) => {
    const client: Client = { socket, peerId: '', peers: [] };
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'welcome') {
        client.peerId = message.you.peerId;
        client.peers = message.peers.map((p: { peerId: string }) => p.peerId);
        resolve(client);
      } else if (message.type === 'joined') client.peers.push(message.peer.peerId);
      else if (message.type === 'signal') onSignal(Number(message.data.candidate.usernameFragment));
      else if (message.type === 'refused') console.error('refused:', message.message);
    });
    socket.on('close', (code) => reject(new Error(`closed with ${code}`)));
    socket.on('error', reject);
  });
}

async function main() {
  const bench = await openBenchDatabase();
  const server = await startBenchServer(
    benchConfig(bench.dataDir, { databaseUrl: bench.databaseUrl }),
    bench.database,
  );
  const { db } = bench.database;
  const ctx = server.app.ctx;
  const cookieOf = async (userId: number) => `sprout_session=${await createSession(ctx, userId)}`;
  const latencies: number[] = [];
  let delivered = 0;
  let allDelivered: () => void = () => {};
  const expected = ROOMS * 3 * BURST;
  const done = new Promise<void>((resolve) => {
    allDelivered = resolve;
  });
  const onSignal = (sentAt: number) => {
    latencies.push(performance.now() - sentAt);
    delivered += 1;
    if (delivered === expected) allDelivered();
  };

  const rooms: Client[][] = [];
  for (let r = 0; r < ROOMS; r++) {
    const tutorUser = await createUser(db, { username: `bench_tutor_${r}`, userType: 'tutor' });
    const [tutor] = await db
      .insert(tutors)
      .values({
        name: `Tutor ${r}`,
        subjects: 'Mathematics',
        bio: 'Bench',
        gradeLevel: 'K-5',
        sessionType: 'One-on-One Tutoring',
        availability: ['Weekday Mornings'],
        userId: tutorUser.id,
      })
      .returning();
    const learner = await createUser(db, { username: `bench_learner_${r}` });
    const parent = await createUser(db, { username: `bench_parent_${r}`, userType: 'parent' });
    await db
      .insert(familyLinks)
      .values({ parentId: parent.id, childId: learner.id, status: 'accepted', relationship: 'parent' });
    const startsAt = new Date(Date.now() + 5 * 60_000);
    const [session] = await db
      .insert(tutorSessions)
      .values({
        userId: learner.id,
        tutorId: tutor?.id ?? 0,
        subject: 'Mathematics',
        sessionType: 'One-on-One Tutoring',
        date: startsAt.toISOString().slice(0, 10),
        time: startsAt.toISOString().slice(11, 16),
        startsAt,
      })
      .returning();
    const id = session?.id ?? 0;
    const room: Client[] = [];
    for (const user of [tutorUser, learner, parent])
      room.push(await connect(server.origin, id, await cookieOf(user.id), onSignal));
    rooms.push(room);
  }
  // Every socket knows the two others once the last joined.
  await new Promise((r) => setTimeout(r, 500));

  const started = performance.now();
  for (const room of rooms) {
    room.forEach((client, i) => {
      const to = room[(i + 1) % room.length]?.peerId ?? '';
      for (let n = 0; n < BURST; n++) {
        const candidate = {
          candidate: `candidate:${n} 1 udp 2122260223 192.168.1.${i + 10} ${50000 + n} typ host generation 0`,
          sdpMid: '0',
          sdpMLineIndex: 0,
          usernameFragment: String(performance.now()),
        };
        client.socket.send(JSON.stringify({ type: 'signal', to, data: { candidate } }));
      }
    });
  }
  const timeout = setTimeout(() => allDelivered(), 120_000);
  await done;
  clearTimeout(timeout);
  const seconds = (performance.now() - started) / 1000;
  const bus = bench.databaseUrl ? 'PostgreSQL LISTEN/NOTIFY' : 'in memory (embedded database)';
  console.log(`lesson room signaling, ${ROOMS} rooms of three, bus ${bus}:`);
  console.log(
    `  ${delivered} of ${expected} messages relayed in ${seconds.toFixed(2)} s: ${Math.round(delivered / seconds)} messages/s`,
  );
  console.log(
    `  latency p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms`,
  );
  for (const room of rooms) for (const client of room) client.socket.terminate();
  await server.app.close();
  await bench.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
