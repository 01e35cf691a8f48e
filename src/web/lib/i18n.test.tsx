import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { I18nProvider, useI18n } from './i18n.tsx';

const LEGEND: MessageKey = 'games.maze.legend';

/**
 * A round's start as use-game-round.ts makes it: it asks for the whole words, and once it has
 * them draws a view that says its own words with the page's `t` (the Robot Maze's "Move the
 * robot"). Each frame of that view notes what it said.
 */
function StartsARound({ said }: { said: string[] }) {
  const i18n = useI18n();
  const [started, setStarted] = useState(false);
  return started ? (
    <SaysItsWords said={said} />
  ) : (
    <button type="button" onClick={() => i18n.wholeWords().then(() => setStarted(true))}>
      Start
    </button>
  );
}

function SaysItsWords({ said }: { said: string[] }) {
  const words = useI18n().t(LEGEND);
  said.push(words);
  return <p>{words}</p>;
}

describe('the whole catalog of a guest page', () => {
  it('is in the page before the words asked for at Start arrive, so a view drawn then has its own words', async () => {
    // A guest's page carries only the messages its first view used, and not the maze's.
    const said: string[] = [];
    render(
      <I18nProvider setup={{ locale: 'en', messages: {}, complete: false }}>
        <StartsARound said={said} />
      </I18nProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Start' }).click());
    expect(await screen.findByText('Move the robot')).toBeTruthy();
    // Not one frame of the view went without its words (an unnamed button, a blank line).
    expect(said.length).toBeGreaterThan(0);
    expect(said.every((words) => words === 'Move the robot')).toBe(true);
  });
});
