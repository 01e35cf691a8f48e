// Component tests: each test starts with an empty DOM, no stored cart, no toasts and no network
// answers left from the one before.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '#web/lib/use-toast.ts';
import { resetServedAnswers } from './serve';

afterEach(() => {
  cleanup();
  resetServedAnswers();
  localStorage.clear();
  clearToasts();
});
