// Component tests: each test starts with an empty DOM, no cart, no toasts and no network answers
// left from the one before, in its own file or (the tier does not isolate files, decision record
// 0030) in a file run before it in the same worker.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { cart } from '#web/features/store/cart-store.ts';
import { clearToasts } from '#web/lib/use-toast.ts';
import { checkServedCalls, resetServedAnswers } from './serve';

afterEach(() => {
  cleanup();
  // Read before the reset: a call outside the table fails the test that made it.
  try {
    checkServedCalls();
  } finally {
    resetServedAnswers();
    cart.clear();
    cart.setOpen(false);
    localStorage.clear();
    clearToasts();
  }
});
