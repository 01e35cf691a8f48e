import { type Translate, useT } from '#web/lib/i18n.tsx';
import type { PatternPiece } from '../engine/question.ts';
import { PATTERN_COLORS } from './play-palette.ts';

/** The SVG shape of one pattern piece, centred on (cx, cy) with radius r. */
export function PieceShape({ piece, cx, cy, r }: { piece: PatternPiece; cx: number; cy: number; r: number }) {
  const fill = PATTERN_COLORS[piece.color] ?? piece.color;
  const stroke = { fill, stroke: 'var(--color-foreground)', strokeWidth: r * 0.08 };
  const points = (pts: [number, number][]) => pts.map(([x, y]) => `${cx + x * r},${cy + y * r}`).join(' ');
  switch (piece.shape) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={r * 0.9} {...stroke} />;
    case 'square':
      return (
        <rect x={cx - r * 0.8} y={cy - r * 0.8} width={r * 1.6} height={r * 1.6} rx={r * 0.15} {...stroke} />
      );
    case 'triangle':
      return (
        <polygon
          points={points([
            [0, -0.95],
            [0.95, 0.8],
            [-0.95, 0.8],
          ])}
          {...stroke}
        />
      );
    case 'diamond':
      return (
        <polygon
          points={points([
            [0, -1],
            [0.75, 0],
            [0, 1],
            [-0.75, 0],
          ])}
          {...stroke}
        />
      );
    case 'cross':
      return (
        <polygon
          points={points([
            [-0.3, -0.9],
            [0.3, -0.9],
            [0.3, -0.3],
            [0.9, -0.3],
            [0.9, 0.3],
            [0.3, 0.3],
            [0.3, 0.9],
            [-0.3, 0.9],
            [-0.3, 0.3],
            [-0.9, 0.3],
            [-0.9, -0.3],
            [-0.3, -0.3],
          ])}
          {...stroke}
        />
      );
    case 'star': {
      const pts: [number, number][] = Array.from({ length: 10 }, (_, i) => {
        const angle = -Math.PI / 2 + (i * Math.PI) / 5;
        const radius = i % 2 === 0 ? 1 : 0.45;
        return [Math.cos(angle) * radius, Math.sin(angle) * radius];
      });
      return <polygon points={points(pts)} {...stroke} />;
    }
    case 'heart':
      return (
        <path
          d={`M ${cx} ${cy + r * 0.85} C ${cx - r * 1.3} ${cy - r * 0.1}, ${cx - r * 0.6} ${cy - r * 1.1}, ${cx} ${cy - r * 0.4} C ${cx + r * 0.6} ${cy - r * 1.1}, ${cx + r * 1.3} ${cy - r * 0.1}, ${cx} ${cy + r * 0.85} Z`}
          {...stroke}
        />
      );
    case 'moon':
      return (
        <path
          d={`M ${cx + r * 0.2} ${cy - r * 0.9} A ${r * 0.9} ${r * 0.9} 0 1 0 ${cx + r * 0.2} ${cy + r * 0.9} A ${r * 0.65} ${r * 0.65} 0 1 1 ${cx + r * 0.2} ${cy - r * 0.9} Z`}
          {...stroke}
        />
      );
  }
}

/** One piece as a small picture beside a choice's words (its name is in the words). */
export function PieceIcon({ piece }: { piece: PatternPiece }) {
  return (
    <svg aria-hidden viewBox="0 0 40 40" className="size-10 shrink-0">
      <PieceShape piece={piece} cx={20} cy={20} r={16} />
    </svg>
  );
}

const pieceWords = (t: Translate, piece: PatternPiece | null) =>
  piece === null
    ? t('games.pattern.missing')
    : piece.shape === 'circle'
      ? t('games.pattern.circleOf', { color: piece.color })
      : t('games.pattern.name', { name: piece.shape });

/** The pattern as a row of big shapes, the missing one as a dashed box with a question mark. */
export function PatternRow({ pieces }: { pieces: readonly (PatternPiece | null)[] }) {
  const size = 40;
  const t = useT();
  return (
    <svg
      role="img"
      aria-label={t('games.pattern.row', { pieces: pieces.map((piece) => pieceWords(t, piece)).join(', ') })}
      viewBox={`0 0 ${pieces.length * size} ${size}`}
      className="mx-auto h-auto max-h-24 w-full"
    >
      {pieces.map((piece, i) =>
        piece ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a pattern's pieces repeat; their place is their identity
          <PieceShape key={i} piece={piece} cx={i * size + size / 2} cy={size / 2} r={size * 0.38} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <g key={i}>
            <rect
              x={i * size + 4}
              y={4}
              width={size - 8}
              height={size - 8}
              rx={6}
              fill="var(--color-card)"
              stroke="var(--color-coral-strong)"
              strokeWidth={2}
              strokeDasharray="4 3"
            />
            <text
              x={i * size + size / 2}
              y={size / 2 + 7}
              textAnchor="middle"
              fontSize={20}
              fontWeight={800}
              fill="var(--color-coral-strong)"
            >
              ?
            </text>
          </g>
        ),
      )}
    </svg>
  );
}
