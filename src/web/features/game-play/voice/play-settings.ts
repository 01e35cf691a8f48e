// Read-aloud and sound, remembered per child in this browser (docs/rules.md#play): read-aloud is on
// by default for games whose grades start below grade 2; sound is on until muted.

import { useMemo, useSyncExternalStore } from 'react';
import { gradeBand } from '#contract/game-rules.ts';
import { useUser } from '#web/lib/session.ts';

export interface StoredPlaySettings {
  /** null: not chosen yet, so the game's default applies. */
  readAloud: boolean | null;
  muted: boolean;
}

const EMPTY: StoredPlaySettings = { readAloud: null, muted: false };
const keyOf = (userId: number | undefined) => `sprout:play-settings:${userId ?? 'guest'}`;
const listeners = new Set<() => void>();
/** Parsed settings by storage text, so the snapshot is the same object while nothing changed. */
let cache: { text: string | null; value: StoredPlaySettings } = { text: null, value: EMPTY };

export function readPlaySettings(userId: number | undefined): StoredPlaySettings {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(keyOf(userId));
  } catch {
    return EMPTY;
  }
  if (text === cache.text) return cache.value;
  let value = EMPTY;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object') {
      const { readAloud, muted } = parsed as Record<string, unknown>;
      value = {
        readAloud: typeof readAloud === 'boolean' ? readAloud : null,
        muted: muted === true,
      };
    }
  } catch {
    // A damaged entry reads as not chosen.
  }
  cache = { text, value };
  return value;
}

export function writePlaySettings(userId: number | undefined, change: Partial<StoredPlaySettings>) {
  const next = { ...readPlaySettings(userId), ...change };
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Private mode without storage: the choice lasts until the page closes.
  }
  for (const listener of listeners) listener();
}

/** Read-aloud starts on for games whose grades begin below grade 2 (children who cannot read yet). */
export const readAloudByDefault = (gradelevel: string | null) =>
  gradelevel !== null && gradeBand(gradelevel).low < 2;

export interface PlaySettings {
  readAloud: boolean;
  muted: boolean;
  setReadAloud: (on: boolean) => void;
  setMuted: (muted: boolean) => void;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function usePlaySettings(gradelevel: string | null): PlaySettings {
  const userId = useUser().data?.id;
  const stored = useSyncExternalStore(
    subscribe,
    () => readPlaySettings(userId),
    () => EMPTY,
  );
  const readAloud = stored.readAloud ?? readAloudByDefault(gradelevel);
  // The same object while nothing changed, so the switches are not drawn again at every answer.
  return useMemo(
    () => ({
      readAloud,
      muted: stored.muted,
      setReadAloud: (on: boolean) => writePlaySettings(userId, { readAloud: on }),
      setMuted: (muted: boolean) => writePlaySettings(userId, { muted }),
    }),
    [readAloud, stored.muted, userId],
  );
}
