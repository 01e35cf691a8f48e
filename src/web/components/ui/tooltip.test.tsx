import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip } from './tooltip.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderCart() {
  render(
    <Tooltip label="Your cart">
      <button type="button">Cart</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Cart' });
}

test('a hover opens it after the delay, described by the trigger; leaving closes it', () => {
  const trigger = renderCart();
  fireEvent.pointerOver(trigger, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
  expect(screen.queryByRole('tooltip')).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('tooltip').textContent).toBe('Your cart');
  expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  fireEvent.pointerOut(trigger, { pointerType: 'mouse' });
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(trigger.getAttribute('aria-describedby')).toBeNull();
  // Within the skip delay it opens again at once; after it, with the delay again.
  fireEvent.pointerOver(trigger, { pointerType: 'mouse' });
  screen.getByRole('tooltip');
  fireEvent.pointerOut(trigger, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
  fireEvent.pointerOver(trigger, { pointerType: 'mouse' });
  expect(screen.queryByRole('tooltip')).toBeNull();
});

test('Escape dismisses it; a touch opens nothing', () => {
  const trigger = renderCart();
  fireEvent.pointerOver(trigger, { pointerType: 'touch' });
  act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
  expect(screen.queryByRole('tooltip')).toBeNull();
  fireEvent.pointerOut(trigger, { pointerType: 'touch' });
  fireEvent.pointerOver(trigger, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
  screen.getByRole('tooltip');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).toBeNull();
});
