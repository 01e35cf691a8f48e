/** Time as the rules see it. Tests drive the real code with a controlled clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ControlledClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function createControlledClock(start: Date | string = '2026-06-01T12:00:00.000Z'): ControlledClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
