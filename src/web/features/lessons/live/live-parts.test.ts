// The live socket's address and its waits between attempts, and the board handed to a newcomer
// in messages the socket takes.
import { describe, expect, it } from 'vitest';
import { type BoardStroke, LIVE_LIMITS } from '#contract/lessons.ts';
import { boardBatches } from './lesson-live.ts';
import { liveSocketUrl, RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelay } from './live-socket.ts';

describe('the live socket', () => {
  it('is on the page’s own origin, wss: under https', () => {
    expect(liveSocketUrl(7, { protocol: 'https:', host: 'sprout.example' })).toBe(
      'wss://sprout.example/api/lessons/7/live',
    );
    expect(liveSocketUrl(7, { protocol: 'http:', host: '127.0.0.1:5000' })).toBe(
      'ws://127.0.0.1:5000/api/lessons/7/live',
    );
  });

  it('waits longer after each failed attempt, never past the longest wait', () => {
    const middle = () => 0.5;
    expect(reconnectDelay(0, middle)).toBe(RECONNECT_FIRST_MS);
    expect(reconnectDelay(1, middle)).toBe(RECONNECT_FIRST_MS * 2);
    expect(reconnectDelay(20, middle)).toBe(RECONNECT_MAX_MS);
    // The first attempts together stay well inside the 10 seconds a room has to come back.
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, () => 1)).reduce((a, b) => a + b)).toBeLessThan(10_000);
  });
});

describe('the board handed to a newcomer', () => {
  const longStroke = (id: number): BoardStroke => ({
    id: `s${id}`,
    colour: '#1f2937',
    width: 4,
    erase: false,
    points: Array.from(
      { length: LIVE_LIMITS.strokePoints },
      (_, i) => [i / 1000, 0.1234] as [number, number],
    ),
  });

  it('goes in messages under the socket’s size, every stroke once and in order', () => {
    const strokes = Array.from({ length: 40 }, (_, i) => longStroke(i));
    const batches = boardBatches(strokes);
    expect(batches.length).toBeGreaterThan(1);
    for (const ops of batches) {
      expect(JSON.stringify({ type: 'board', to: 'peer', ops }).length).toBeLessThan(
        LIVE_LIMITS.messageBytes,
      );
    }
    expect(batches.flat().map((op) => (op.kind === 'stroke' ? op.stroke.id : 'clear'))).toEqual(
      strokes.map((s) => s.id),
    );
  });

  it('holds the latest strokes when there are more than a newcomer takes', () => {
    const strokes = Array.from({ length: LIVE_LIMITS.boardStrokes + 5 }, (_, i) => ({
      ...longStroke(i),
      points: [[0.5, 0.5]] as [number, number][],
    }));
    const sent = boardBatches(strokes).flat();
    expect(sent).toHaveLength(LIVE_LIMITS.boardStrokes);
    expect(sent[0]).toEqual({ kind: 'stroke', stroke: strokes[5] });
  });
});
