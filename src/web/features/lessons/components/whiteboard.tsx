// The shared whiteboard: everyone draws with a finger, a pen or a mouse. Points are kept as
// fractions of the board, so a line drawn on a phone lands in the same place on a laptop; a long
// line is sent in pieces while it is drawn, so the others see it grow.
import { Eraser, Trash2 } from 'lucide-react';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { BOARD_COLOURS, BOARD_WIDTHS, type BoardStroke, LIVE_LIMITS } from '#contract/lessons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

type Colour = (typeof BOARD_COLOURS)[number];
type Width = (typeof BOARD_WIDTHS)[number];
type Point = [number, number];

const COLOUR_NAMES: Record<Colour, MessageKey> = {
  '#1f2937': 'lessons.board.colour.black',
  '#dc2626': 'lessons.board.colour.red',
  '#2563eb': 'lessons.board.colour.blue',
  '#16a34a': 'lessons.board.colour.green',
  '#ca8a04': 'lessons.board.colour.yellow',
  '#9333ea': 'lessons.board.colour.purple',
};
const WIDTH_NAMES: Record<Width, MessageKey> = {
  2: 'lessons.board.width.thin',
  4: 'lessons.board.width.medium',
  8: 'lessons.board.width.thick',
  16: 'lessons.board.width.huge',
};

const BACKGROUND = '#ffffff';
/** Widths are for a board this many CSS pixels wide, and scale with the board. */
const REFERENCE_WIDTH = 800;
/** Width to height of the board, the same on every screen. */
const ASPECT = 4 / 3;
/** A piece of a line being drawn is sent after this many points. */
const PIECE_POINTS = 40;

function newStrokeId(): string {
  return crypto.randomUUID();
}

function fraction(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));
}

function drawStroke(
  ctx: CanvasRenderingContext2D,
  stroke: Omit<BoardStroke, 'id'>,
  size: number,
  height: number,
) {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  ctx.strokeStyle = stroke.erase ? BACKGROUND : stroke.colour;
  ctx.fillStyle = ctx.strokeStyle;
  const lineWidth = Math.max(1, (stroke.width * (stroke.erase ? 3 : 1) * size) / REFERENCE_WIDTH);
  ctx.lineWidth = lineWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (rest.length === 0) {
    ctx.beginPath();
    ctx.arc(first[0] * size, first[1] * height, lineWidth / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.beginPath();
  ctx.moveTo(first[0] * size, first[1] * height);
  for (const [x, y] of rest) ctx.lineTo(x * size, y * height);
  ctx.stroke();
}

export interface WhiteboardProps {
  strokes: readonly BoardStroke[];
  onStroke: (stroke: BoardStroke) => void;
  onClear: () => void;
}

export function Whiteboard({ strokes, onStroke, onClear }: WhiteboardProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [colour, setColour] = useState<Colour>(BOARD_COLOURS[0]);
  const [width, setWidth] = useState<Width>(BOARD_WIDTHS[1]);
  const [erase, setErase] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The piece of the line being drawn that is not sent yet. */
  const drawing = useRef<{ pointerId: number; points: Point[]; continued: boolean } | null>(null);
  const strokesRef = useRef(strokes);

  const redraw = useCallback(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const cssWidth = element.clientWidth;
    const cssHeight = cssWidth / ASPECT;
    const scale = window.devicePixelRatio || 1;
    if (element.width !== Math.round(cssWidth * scale)) {
      element.width = Math.round(cssWidth * scale);
      element.height = Math.round(cssHeight * scale);
    }
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.fillStyle = BACKGROUND;
    ctx.fillRect(0, 0, cssWidth, cssHeight);
    for (const stroke of strokesRef.current) drawStroke(ctx, stroke, cssWidth, cssHeight);
    const current = drawing.current;
    if (current) drawStroke(ctx, { colour, width, erase, points: current.points }, cssWidth, cssHeight);
  }, [colour, width, erase]);

  useEffect(() => {
    strokesRef.current = strokes;
    redraw();
  }, [redraw, strokes]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(element);
    return () => observer.disconnect();
  }, [redraw]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      fraction((event.clientX - box.left) / box.width),
      fraction((event.clientY - box.top) / box.height),
    ];
  };

  const send = (points: Point[]) => {
    if (points.length === 0) return;
    onStroke({ id: newStrokeId(), colour, width, erase, points: points.slice(0, LIVE_LIMITS.strokePoints) });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('lessons.board.tools')}>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t('lessons.board.pen')}</legend>
          {BOARD_COLOURS.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={!erase && colour === c}
              aria-label={t(COLOUR_NAMES[c])}
              onClick={() => {
                setColour(c);
                setErase(false);
              }}
              className={cn(
                'size-9 rounded-full border-2 border-card ring-2 ring-transparent transition-shadow duration-150 focus-visible:outline-none focus-visible:ring-ring',
                !erase && colour === c && 'ring-foreground',
              )}
              style={{ backgroundColor: c }}
            />
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t('lessons.board.size')}</legend>
          {BOARD_WIDTHS.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              aria-label={t(WIDTH_NAMES[w])}
              onClick={() => setWidth(w)}
              className={cn(
                'grid size-9 place-items-center rounded-full border-2 bg-card hover:border-primary',
                width === w ? 'border-foreground' : 'border-input',
              )}
            >
              <span
                aria-hidden
                className="rounded-full bg-foreground"
                style={{ width: w + 2, height: w + 2 }}
              />
            </button>
          ))}
        </fieldset>
        <Button
          variant={erase ? 'default' : 'outline'}
          size="sm"
          aria-pressed={erase}
          onClick={() => setErase((on) => !on)}
        >
          <Eraser aria-hidden /> {t('lessons.board.eraser')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="ghost" size="sm" disabled={strokes.length === 0}>
              <Trash2 aria-hidden /> {t('lessons.board.clear')}
            </Button>
          }
          title={t('lessons.board.clearTitle')}
          description={t('lessons.board.clearText')}
          confirmLabel={t('lessons.board.clearConfirm')}
          onConfirm={() => {
            onClear();
            setConfirming(false);
          }}
        />
      </div>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('lessons.board.label', { count: strokes.length })}
        data-strokes={strokes.length}
        className={cn(
          'aspect-[4/3] w-full touch-none rounded-2xl border-2 bg-white shadow-sm',
          erase ? 'cursor-cell' : 'cursor-crosshair',
        )}
        onPointerDown={(event) => {
          if (event.button !== 0 && event.pointerType === 'mouse') return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = { pointerId: event.pointerId, points: [pointAt(event)], continued: false };
          redraw();
        }}
        onPointerMove={(event) => {
          const current = drawing.current;
          if (!current || current.pointerId !== event.pointerId) return;
          current.points.push(pointAt(event));
          if (current.points.length >= PIECE_POINTS) {
            const last = current.points.at(-1) as Point;
            send(current.points);
            // The next piece starts where this one ended, so the line has no gap.
            current.points = [last];
            current.continued = true;
          }
          redraw();
        }}
        onPointerUp={(event) => {
          const current = drawing.current;
          if (!current || current.pointerId !== event.pointerId) return;
          drawing.current = null;
          // A piece that is only where the last one ended adds nothing.
          if (!(current.continued && current.points.length === 1)) send(current.points);
        }}
        onPointerCancel={() => {
          const current = drawing.current;
          drawing.current = null;
          if (current) send(current.points);
        }}
      />
    </div>
  );
}
