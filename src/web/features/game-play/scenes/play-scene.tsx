import { memo } from 'react';
import type { Question } from '../engine/question.ts';
import { MagnifierView } from './magnifier-view.tsx';
import { PatternRow } from './pattern-piece.tsx';
import { QuizPicture } from './quiz-picture.tsx';
import { TrailView } from './trail-view.tsx';

export interface PlaySceneProps {
  question: Question;
  /** The Number Trail's progress, for an arithmetic round with a question count. */
  trail: { correctAnswers: number; count: number; needed: number | null } | null;
}

const sameTrail = (a: PlaySceneProps['trail'], b: PlaySceneProps['trail']) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.correctAnswers === b.correctAnswers &&
    a.count === b.count &&
    a.needed === b.needed);

/**
 * The picture of the question, as the game's card promises it (the maze and blocks answer too:
 * see RoundPlaying). Drawn again only for a new question or a hop on the trail: an answer's
 * frame has no time to spare for a picture that did not change (docs/benchmarks.md#play).
 */
export const PlayScene = memo(
  function PlayScene({ question, trail }: PlaySceneProps) {
    const scene = question.scene;
    if (trail) return <TrailView {...trail} className="mx-auto max-w-md" />;
    switch (scene?.type) {
      case 'magnifier':
        return <MagnifierView word={scene.word} />;
      case 'picture':
        return <QuizPicture topic={scene.topic} />;
      case 'pattern':
        return <PatternRow pieces={scene.pieces} />;
      default:
        return null;
    }
  },
  (before, after) => before.question === after.question && sameTrail(before.trail, after.trail),
);
