import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { toast } from '#web/lib/use-toast.ts';
import { renderInPage } from '#web/test/render.tsx';
import { Toaster } from './toaster.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const open = () => document.querySelectorAll('li[data-state="open"]');

it('closes a toast when its time is up', () => {
  renderInPage(<Toaster />);
  act(() => {
    toast({ title: 'Saved', duration: 1000 });
  });
  screen.getByText('Saved');
  act(() => vi.advanceTimersByTime(999));
  expect(open()).toHaveLength(1);
  act(() => vi.advanceTimersByTime(1));
  expect(open()).toHaveLength(0);
});

it('puts new words in the open toast it replaces, and starts its time again', () => {
  renderInPage(<Toaster />);
  let first = 0;
  act(() => {
    first = toast({ title: 'Correct!', description: '+5 points', duration: 1000 });
  });
  act(() => vi.advanceTimersByTime(800));
  let second = 0;
  act(() => {
    second = toast({ title: 'Incorrect', description: 'The answer was 7', duration: 1000 }, first);
  });
  expect(second).toBe(first);
  expect(open()).toHaveLength(1);
  expect(screen.queryByText('Correct!')).toBeNull();
  screen.getByText('The answer was 7');
  // The first words' time would have ended here; the new words have their own whole second.
  act(() => vi.advanceTimersByTime(800));
  expect(open()).toHaveLength(1);
  act(() => vi.advanceTimersByTime(200));
  expect(open()).toHaveLength(0);
});

it('shows a new toast when the one to replace has closed', () => {
  renderInPage(<Toaster />);
  let first = 0;
  act(() => {
    first = toast({ title: 'Correct!', duration: 500 });
  });
  act(() => vi.advanceTimersByTime(500));
  let second = 0;
  act(() => {
    second = toast({ title: 'Correct again!', duration: 500 }, first);
  });
  expect(second).not.toBe(first);
  screen.getByText('Correct again!');
});

it('stays while the pointer is on the toasts, then has its whole time again', () => {
  renderInPage(<Toaster />);
  act(() => {
    toast({ title: 'Saved', duration: 1000 });
  });
  const area = screen.getByRole('region', { name: /Notifications/ });
  act(() => vi.advanceTimersByTime(900));
  fireEvent.pointerMove(area);
  act(() => vi.advanceTimersByTime(5000));
  expect(open()).toHaveLength(1);
  fireEvent.pointerLeave(area);
  act(() => vi.advanceTimersByTime(999));
  expect(open()).toHaveLength(1);
  act(() => vi.advanceTimersByTime(1));
  expect(open()).toHaveLength(0);
});
