// A small tooltip of our own: Radix's, with floating-ui to place it, cost every first load about
// 14 KB gzipped for the one tooltip of the shell (the cart button's). This one keeps what the
// spec and WCAG 1.4.13 ask of it: the spec's delays, shown on hover and on keyboard focus, read
// through the trigger's aria-describedby, dismissed with Escape, and hoverable (the pointer may
// move onto it). It opens below its trigger, aligned to its right edge (the cart sits at the
// right of the header, so the text stays on screen on a phone).

import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '#web/lib/utils.ts';

/** The spec's delays: open after 700 ms, skip the delay for 300 ms after one closes. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When a tooltip last closed, for every tooltip of the page (the skip delay goes across them). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface TooltipProps {
  /** What the tooltip says. */
  label: string;
  /** The trigger: one element that takes `aria-describedby` (a button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  className?: string;
}

export function Tooltip({ label, children, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = () => {
    cancel();
    setOpen(true);
  };
  const hide = () => {
    cancel();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };
  const showAfterDelay = () => {
    if (open || timer.current) return;
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
    else timer.current = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape dismisses it wherever focus is (it may be open from a hover alone).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  // A touch is a tap, not a hover: it opens nothing (as Radix's tooltip).
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') showAfterDelay();
  };
  // Keyboard focus shows it at once; the focus a click leaves behind does not.
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) show();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the events come from the trigger inside; the wrapper holds the trigger and its text together, so the pointer may move onto the text
    <span
      className="relative inline-flex"
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={onFocus}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className={cn(
            // The pointer crosses no gap on its way from the trigger to the text (pt-1.5 is inside).
            'absolute top-full end-0 z-50 pt-1.5',
            className,
          )}
        >
          <span className="block whitespace-nowrap rounded-lg bg-foreground px-3 py-1.5 text-sm font-semibold text-background shadow-md">
            {label}
          </span>
        </span>
      ) : null}
    </span>
  );
}
