// Component tests: each test starts with an empty DOM, no cart, no toasts and no network answers
// left from the one before, in its own file or (the tier does not isolate files, decision record
// 0030) in a file run before it in the same worker.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { cart } from '#web/features/store/cart-store.ts';
import { clearToasts } from '#web/lib/use-toast.ts';
import { checkServedCalls, resetServedAnswers } from './serve.ts';

afterEach(async () => {
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
  // A test ends with every module it started to import loaded. A page's code (and the code its
  // page imports lazily) is fetched when the page is first drawn; a test that has seen what it
  // looked for (a redirect, a heading) may end while that import is still on its way, and the
  // module then arrives after its file's environment is gone: Vitest fails whichever file is
  // running with EnvironmentTeardownError, a failure that depends on timing.
  await vi.dynamicImportSettled();
});
