import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { GameSchema } from '#contract/games.ts';
import { answersTo, missingPiece, pieceChoiceName, piecesOf } from '#web/test/answer-key.ts';
import { renderInPage, renderWithApp } from '#web/test/render.tsx';
import { type Maze, wallKey } from '../engine/maze.ts';
import { LetterBlocks } from '../scenes/letter-blocks.tsx';
import { MazeView } from '../scenes/maze-view.tsx';
import { QuizPicture } from '../scenes/quiz-picture.tsx';
import { Sprouty } from '../scenes/sprouty.tsx';
import { TrailView } from '../scenes/trail-view.tsx';
import { AnswerChoices } from './answer-choices.tsx';
import { Countdown } from './countdown.tsx';
import { GameScreen } from './game-screen.tsx';

// The browser's voice and audio are the edge Sprout does not own: stand-ins that record what
// was said and how many sounds were made.
const spoken: string[] = [];
let sounds = 0;
class FakeUtterance {
  lang = '';
  rate = 1;
  constructor(readonly text: string) {}
}
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    sounds += 1;
    return { type: '', frequency: { value: 0 }, connect: (n: unknown) => n, start() {}, stop() {} };
  }
  createGain() {
    const ramp = () => {};
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (n: unknown) => n,
    };
  }
}

beforeEach(() => {
  spoken.length = 0;
  sounds = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => [{ name: 'Test voice', lang: 'en-US' }],
      speak: (u: FakeUtterance) => spoken.push(u.text),
      cancel: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

const numberTrail = GameSchema.parse({ ...demoGames[1], id: 2 });
const slots = { progressPanel: null, highScores: null, scoreboard: () => null };

/** The sum on screen ("3 + 4 = ?") and its answer. */
function sumOnScreen(): number {
  const text = screen.getByRole('heading', { level: 2 }).textContent ?? '';
  const match = /(\d+)\s*([+−-])\s*(\d+)\s*=\s*\?/.exec(text);
  if (!match) throw new Error(`no sum in "${text}"`);
  const [, a, op, b] = match;
  return op === '+' ? Number(a) + Number(b) : Number(a) - Number(b);
}

async function startTrail() {
  const rendered = renderWithApp(
    <GameScreen game={numberTrail} completedLevels={[]} hero={null} slots={slots} />,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Play Level 1' }));
  await screen.findByLabelText('Your answer');
  return rendered;
}

async function answerSum(user: ReturnType<typeof userEvent.setup>, right: boolean) {
  const value = right ? sumOnScreen() : sumOnScreen() + 1;
  await user.type(screen.getByLabelText('Your answer'), String(value));
  await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
}

describe('the Number Trail play view', () => {
  it('asks on the trail with Sprouty waving, reads the question aloud by default, and cheers a right answer', async () => {
    const { user } = await startTrail();
    screen.getByRole('img', { name: /You hopped 0 of 10 stones\. 8 more right answers/ });
    screen.getByRole('img', { name: 'Sprouty waves hello.' });
    await vi.waitFor(() => expect(spoken.at(-1)).toMatch(/^\d+ plus \d+ equals what\?$/));

    await answerSum(user, true);
    await screen.findByRole('img', { name: 'Sprouty cheers!' });
    screen.getByRole('img', { name: /You hopped 1 of 10 stones/ });
    await vi.waitFor(() => expect(spoken.at(-1)).toMatch(/^Correct!\. \+\d+ points/));
    expect(sounds).toBe(2); // the two notes of the chime
  });

  it('starts the chime and the voice only after the answer has painted, so they never delay it', async () => {
    const { user } = await startTrail();
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    await user.type(screen.getByLabelText('Your answer'), String(sumOnScreen()));
    // One task, as the browser runs a tap: the answer's render and its effects, then the paint.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    });
    screen.getByRole('img', { name: 'Sprouty cheers!' });
    expect(sounds).toBe(0);
    expect(spoken).toHaveLength(1);
    await vi.waitFor(() => expect(sounds).toBe(2));
    expect(spoken.at(-1)).toMatch(/^Correct!/);
  });

  it('shows the right answer kindly after a wrong one, with Sprouty smiling and a low pop', async () => {
    const { user } = await startTrail();
    const right = sumOnScreen();
    await answerSum(user, false);
    await screen.findByRole('img', { name: 'Sprouty smiles kindly.' });
    screen.getByText(`The correct answer was ${right}`);
    await vi.waitFor(() => expect(sounds).toBe(1));
    screen.getByRole('button', { name: 'Hear the feedback' });
  });

  it('stays quiet with read-aloud off and sound muted, and remembers both for the child', async () => {
    const { user } = await startTrail();
    await user.click(screen.getByRole('button', { name: 'Read aloud', pressed: true }));
    await user.click(screen.getByRole('button', { name: 'Sound', pressed: true }));
    spoken.length = 0;
    await answerSum(user, true);
    await user.click(await screen.findByRole('button', { name: 'Next question' }));
    expect(spoken).toEqual([]);
    expect(sounds).toBe(0);
    expect(JSON.parse(localStorage.getItem('sprout:play-settings:guest') ?? '{}')).toEqual({
      readAloud: false,
      muted: true,
    });
    // The speaker button still reads on request.
    await user.click(screen.getByRole('button', { name: 'Hear the question' }));
    expect(spoken).toHaveLength(1);
  });

  it('says so on the speaker button where the browser has no voice', async () => {
    Reflect.deleteProperty(window, 'speechSynthesis');
    await startTrail();
    screen.getByRole('button', { name: 'Hear the question: this browser has no voice to read aloud' });
  });

  it('completes the level with Sprouty dancing and the fanfare, or says what is needed when missed', async () => {
    const { user } = await startTrail();
    for (let n = 0; n < 10; n++) {
      await answerSum(user, n < 8);
      await user.click(await screen.findByRole('button', { name: /Next question|See my score/ }));
    }
    await screen.findByText(/Level 1 \(First Steps\) complete!/);
    screen.getByRole('img', { name: 'Sprouty dances!' });
    // Eight chimes, two pops, the four-note fanfare.
    await vi.waitFor(() => expect(sounds).toBe(8 * 2 + 2 + 4));

    await user.click(screen.getByRole('button', { name: 'Play Again' }));
    for (let n = 0; n < 10; n++) {
      await answerSum(user, n < 3);
      await user.click(await screen.findByRole('button', { name: /Next question|See my score/ }));
    }
    await screen.findByText(/Get 8 right to complete Level 1/);
    screen.getByRole('img', { name: 'Sprouty waves hello.' });
  }, 60_000);
});

const QUIZ_VIEWS = [
  {
    name: 'Word Detective',
    game: GameSchema.parse({ ...demoGames[3], id: 4 }),
    picture: /^A magnifying glass/,
  },
  {
    name: 'Space Explorer Quiz',
    game: GameSchema.parse({ ...demoGames[4], id: 5 }),
    picture: /^A picture of/,
  },
  { name: 'Pattern Puzzles', game: GameSchema.parse({ ...demoGames[6], id: 7 }), picture: /^The pattern: / },
];

/** The right choice on screen: from the answer key, or the piece that completes the pattern. */
function rightChoice(): HTMLElement {
  const choices = within(screen.getByRole('group', { name: 'Choose an answer' }));
  const pattern = screen.queryByRole('img', { name: /^The pattern: / });
  if (pattern) {
    const piece = missingPiece(piecesOf(pattern.getAttribute('aria-label') ?? ''));
    return choices.getByRole('button', { name: pieceChoiceName(piece) });
  }
  const prompt = screen.getByRole('heading', { level: 2 }).textContent ?? '';
  const [answer] = answersTo(prompt).filter((a) => choices.queryByRole('button', { name: a }));
  return choices.getByRole('button', { name: answer ?? prompt });
}

describe.each(QUIZ_VIEWS)('the $name play view', ({ game, picture }) => {
  it('asks with its picture and words, cheers a right answer, and shows the right one kindly after a wrong one', async () => {
    const { user } = renderWithApp(<GameScreen game={game} completedLevels={[]} hero={null} slots={slots} />);
    await user.click(screen.getByRole('button', { name: 'Play Level 1' }));
    screen.getByRole('img', { name: picture });
    screen.getByRole('img', { name: 'Sprouty waves hello.' });
    // Read-aloud is off by default for games from grade 2 up (and for all ages): nothing said.
    expect(spoken).toEqual([]);

    await user.click(rightChoice());
    await screen.findByRole('img', { name: 'Sprouty cheers!' });
    screen.getByRole('button', { name: /\(the right answer\)$/ });
    await vi.waitFor(() => expect(sounds).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    const right = rightChoice();
    const answer = (right.textContent ?? '').replace(/^\d/, '');
    const wrong = within(screen.getByRole('group', { name: 'Choose an answer' }))
      .getAllByRole('button')
      .find((b) => b !== right && !b.getAttribute('aria-label')?.startsWith('Hear'));
    if (!wrong) throw new Error('no wrong choice');
    await user.click(wrong);
    await screen.findByRole('img', { name: 'Sprouty smiles kindly.' });
    screen.getByText(`The correct answer was ${answer}`);
    screen.getByRole('button', { name: /\(your answer\)$/ });
  });
});

describe('spelling choices read aloud', () => {
  it('spells each choice letter by letter, so a misspelling never sounds like the word', async () => {
    const user = userEvent.setup();
    renderInPage(
      <AnswerChoices
        questionKey="spell-pick:early"
        choices={['early', 'earlly']}
        onAnswer={() => {}}
        spelled
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Hear answer 2' }));
    expect(spoken).toEqual(['E, A, R, L, L, Y']);
    await user.click(screen.getByRole('button', { name: 'Hear answer 1' }));
    expect(spoken.at(-1)).toBe('E, A, R, L, Y');
  });
});

describe('the quiz picture', () => {
  it('fits every question of its topic: a body question shows a whole child, not one organ', () => {
    // "Which sense do you use your nose for?" once showed a heart.
    renderInPage(<QuizPicture topic="body" />);
    const picture = screen.getByRole('img');
    expect(picture.getAttribute('aria-label')).toBe('A picture of a smiling child.');
    expect(picture.getAttribute('aria-label')).not.toMatch(/heart|lung|brain|nose/);
  });
});

// A 3×3 board: a wall right of the robot's cell, so the way goes round it.
const maze: Maze = { size: 3, walls: [wallKey([0, 0], [1, 0])], robot: [0, 0], star: [2, 0], budget: 6 };

describe('the Robot Maze play view', () => {
  it('moves the robot with the arrow keys, stays at a wall, and answers when it reaches the star', async () => {
    const onAnswer = vi.fn();
    renderInPage(<MazeView maze={maze} onAnswer={onAnswer} done={false} />);
    const board = screen.getByRole('group', { name: /The maze/ });
    // The board takes the focus once it is drawn.
    await waitFor(() => expect(document.activeElement).toBe(board));
    screen.getByText(/Robot on row 1, column 1; star on row 1, column 3\. 6 steps left\./);
    fireEvent.keyDown(board, { key: 'ArrowRight' }); // the wall
    screen.getByText(/Robot on row 1, column 1;.* 5 steps left\./);
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowUp']) fireEvent.keyDown(board, { key });
    screen.getByText('The robot reached the star!');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('rdrru');
  });

  it('starts the route again for the next maze, from its own start, with every step back', async () => {
    const onAnswer = vi.fn();
    const view = renderInPage(<MazeView maze={maze} onAnswer={onAnswer} done={false} />);
    const board = screen.getByRole('group', { name: /The maze/ });
    for (const key of ['ArrowDown', 'ArrowRight']) fireEvent.keyDown(board, { key });
    screen.getByText(/Robot on row 2, column 2;.* 4 steps left\./);
    board.blur();
    const next: Maze = { size: 3, walls: [], robot: [2, 2], star: [0, 2], budget: 4 };
    view.rerender(<MazeView maze={next} onAnswer={onAnswer} done={false} />);
    // The same board, the robot at the new maze's start, the new maze's steps, and the focus back.
    expect(screen.getByRole('group', { name: /The maze/ })).toBe(board);
    screen.getByText(/Robot on row 3, column 3; star on row 3, column 1\. 4 steps left\./);
    await waitFor(() => expect(document.activeElement).toBe(board));
    for (const key of ['ArrowLeft', 'ArrowLeft']) fireEvent.keyDown(board, { key });
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('ll');
  });

  it('moves by the step buttons, and answers when the steps run out', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    renderInPage(<MazeView maze={maze} onAnswer={onAnswer} done={false} />);
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Left' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('llllll');
    expect(screen.getByRole('button', { name: 'Up' })).toHaveProperty('disabled', true);
  });
});

describe('a Robot Maze round', () => {
  it('shows one board at a time: the next question replaces the answered one', async () => {
    const robotMaze = GameSchema.parse({ ...demoGames[7], id: 8 });
    const { user } = renderWithApp(
      <GameScreen game={robotMaze} completedLevels={[]} hero={null} slots={slots} />,
    );
    await user.click(screen.getByRole('button', { name: 'Play Level 1' }));
    const board = await screen.findByRole('group', { name: /The maze/ });
    // Bumping about until the steps run out answers the maze (wrong, most likely).
    for (let i = 0; i < 40 && !screen.queryByRole('button', { name: 'Next question' }); i++) {
      fireEvent.keyDown(board, { key: i % 2 ? 'ArrowUp' : 'ArrowLeft' });
    }
    await user.click(await screen.findByRole('button', { name: 'Next question' }));
    expect(screen.getAllByRole('group', { name: /The maze/ })).toHaveLength(1);
    screen.getByText(/Robot on row \d, column \d; star on row \d, column \d\./);
  });
});

describe('the Spelling Bee Blocks play view', () => {
  it('puts tapped and typed letters into the slots, takes one back, and checks the word', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    renderInPage(
      <LetterBlocks
        word="happy"
        hidden={[1, 4]}
        blocks={['y', 'e', 'a', 'o']}
        onAnswer={onAnswer}
        done={false}
      />,
    );
    screen.getByText('The word so far: h blank p p blank.');
    await user.click(screen.getByRole('button', { name: 'Letter e' }));
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    await user.click(screen.getByRole('button', { name: 'Letter a' }));
    const area = screen.getByRole('group', { name: /Build the word/ });
    act(() => area.focus());
    await user.keyboard('y');
    screen.getByText('The word so far: h a p p y.');
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('happy');
  });

  it('keeps a long word’s slots on one row, sharing its width (six letters wrapped at 390 px)', () => {
    for (const word of ['friend', 'understand']) {
      const { unmount } = renderInPage(
        <LetterBlocks
          word={word}
          hidden={[1]}
          blocks={[word[1] ?? '', 'a']}
          onAnswer={() => {}}
          done={false}
        />,
      );
      const row = screen.getByText(/^The word so far/).parentElement;
      expect(row?.className).not.toMatch(/flex-wrap/);
      expect(row?.style.gridTemplateColumns).toBe(`repeat(${word.length}, minmax(0, 3.5rem))`);
      unmount();
    }
  });
});

describe('trail and Sprouty states', () => {
  it('says the flag is reached when the level goal is met', () => {
    renderInPage(<TrailView correctAnswers={8} count={10} needed={8} />);
    screen.getByRole('img', { name: 'You hopped 8 stones and reached the flag!' });
  });

  it('moves only when motion is welcome: every animation waits for motion-safe', () => {
    for (const mood of ['wave', 'cheer', 'comfort', 'dance'] as const) {
      const { container, unmount } = renderInPage(<Sprouty mood={mood} />);
      const classes = [...container.querySelectorAll('[class]')].flatMap((e) =>
        (e.getAttribute('class') ?? '').split(/\s+/),
      );
      if (mood === 'cheer') expect(classes).toContain('motion-safe:animate-cheer');
      expect(classes.filter((c) => c.includes('animate-') && !c.startsWith('motion-safe:'))).toEqual([]);
      unmount();
    }
    const { container } = renderInPage(<TrailView correctAnswers={1} count={10} needed={8} />);
    const moving = within(container).getByRole('img').querySelector('g[class*="transition"]');
    expect(moving?.getAttribute('class')).toMatch(/^motion-safe:/);
  });

  it('pulses the clock as it turns urgent with the theme’s finite pulse, only when motion is welcome', () => {
    renderInPage(<Countdown secondsLeft={9} totalSeconds={60} />);
    const classes = (screen.getByRole('timer').getAttribute('class') ?? '').split(/\s+/);
    expect(classes).toContain('motion-safe:animate-urgent');
    expect(classes.filter((c) => c.includes('animate-') && !c.startsWith('motion-safe:'))).toEqual([]);
  });
});
