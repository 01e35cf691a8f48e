// The toasts of a component test (render.tsx and render-route.tsx draw the app's toaster).
import { screen, within } from '@testing-library/react';

/**
 * The toasts' area, to find a toast's words in. A modal dialog hides the rest of the page from
 * the accessibility tree, the toasts with it, so the area is found whether hidden or not.
 */
export function toastArea() {
  return within(screen.getByRole('region', { name: /Notifications/, hidden: true }));
}
