import type { MessageKey } from '#contract/i18n/catalog.ts';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { Scene } from '../engine/question.ts';
import { PLAY } from './play-palette.ts';

type Topic = Extract<Scene, { type: 'picture' }>['topic'];

const LABEL: Record<Topic, MessageKey> = {
  space: 'games.picture.space',
  earth: 'games.picture.earth',
  // One picture fits every question of a topic: a whole child, not one part of the body (a heart
  // beside "Which sense do you use your nose for?" points at the wrong answer).
  body: 'games.picture.body',
  nature: 'games.picture.nature',
};

/** A flat picture of the quiz question's topic, so the question has something to look at. */
export function QuizPicture({ topic, className }: { topic: Topic; className?: string }) {
  const t = useT();
  return (
    <svg
      role="img"
      aria-label={t(LABEL[topic])}
      viewBox="0 0 100 60"
      className={cn('mx-auto h-24 w-auto sm:h-28', className)}
    >
      {topic === 'space' ? (
        <>
          <rect width={100} height={60} rx={10} fill={PLAY.skyStrong} />
          <circle cx={50} cy={30} r={15} fill={PLAY.sun} />
          <ellipse cx={50} cy={30} rx={26} ry={6} fill="none" stroke={PLAY.coral} strokeWidth={3} />
          {[
            [14, 12],
            [84, 10],
            [20, 48],
            [88, 46],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} fill={PLAY.card} />
          ))}
        </>
      ) : topic === 'earth' ? (
        <>
          <rect width={100} height={60} rx={10} fill={PLAY.sky} />
          <polygon points="20,52 45,16 70,52" fill={PLAY.leaf} />
          <polygon points="39,25 45,16 51,25" fill={PLAY.card} />
          <ellipse cx={75} cy={16} rx={12} ry={5} fill={PLAY.card} />
          <rect y={50} width={100} height={10} rx={4} fill={PLAY.leafSoft} />
        </>
      ) : topic === 'body' ? (
        <>
          <rect width={100} height={60} rx={10} fill={PLAY.sunSoft} />
          <path d="M34 60 C 34 44, 40 38, 50 38 C 60 38, 66 44, 66 60 Z" fill={PLAY.coral} />
          <circle cx={50} cy={24} r={13} fill={PLAY.card} stroke={PLAY.slate} strokeWidth={1} />
          <circle cx={45} cy={22} r={1.6} fill={PLAY.slate} />
          <circle cx={55} cy={22} r={1.6} fill={PLAY.slate} />
          <path
            d="M44 28 Q 50 33, 56 28"
            fill="none"
            stroke={PLAY.slate}
            strokeWidth={1.5}
            strokeLinecap="round"
          />
        </>
      ) : (
        <>
          <rect width={100} height={60} rx={10} fill={PLAY.leafSoft} />
          <path d="M22 48 C 22 20, 50 10, 62 12 C 60 30, 45 48, 22 48 Z" fill={PLAY.leaf} />
          <line x1={22} y1={48} x2={55} y2={18} stroke={PLAY.card} strokeWidth={1.5} />
          <circle cx={76} cy={40} r={9} fill={PLAY.coralStrong} />
          <line x1={76} y1={31} x2={76} y2={49} stroke={PLAY.slate} strokeWidth={1} />
          <circle cx={72} cy={37} r={1.8} fill={PLAY.slate} />
          <circle cx={80} cy={43} r={1.8} fill={PLAY.slate} />
        </>
      )}
    </svg>
  );
}
