// Component tests: each test starts with an empty DOM, no stored cart, no toasts and no network
// answers left from the one before.
import { cleanup } from '@testing-library/react';
import { clearToasts } from '@web/lib/use-toast';
import { afterEach } from 'vitest';
import { resetServedAnswers } from './serve';

afterEach(() => {
  cleanup();
  resetServedAnswers();
  localStorage.clear();
  clearToasts();
});
