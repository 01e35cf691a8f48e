// Carries out the taps a visitor made before the page was hydrated (kept by the inline script
// src/web/inline/early-taps.ts), in order, once the app can act on them.

declare global {
  interface Window {
    sproutEarlyTaps?: Element[];
  }
}

/** The events a tap sends: Radix tabs and menus act on pointer or mouse down, buttons on click. */
function tap(element: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }));
  element.dispatchEvent(new MouseEvent('mousedown', init));
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }));
  element.dispatchEvent(new MouseEvent('mouseup', init));
  element.click();
}

export function replayEarlyTaps() {
  const taps = window.sproutEarlyTaps ?? [];
  window.sproutEarlyTaps = [];
  document.documentElement.style.cursor = '';
  for (const element of taps) {
    if (element instanceof HTMLElement && element.isConnected) tap(element);
  }
}
