// Runs before each test file: a console.error during a test fails it, unless the test expects
// it (vi.spyOn(console, 'error').mockImplementation(...) in that test).
import { afterEach, beforeEach, vi } from 'vitest';

let errors: string[] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  const unexpected = vi.isMockFunction(console.error) ? errors : [];
  vi.restoreAllMocks();
  if (unexpected.length > 0)
    throw new Error(`console.error was called during the test:\n${unexpected.join('\n')}`);
});
