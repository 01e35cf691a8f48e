// The common-password list ships with the code: committed to git (an ignore rule once left it
// out silently) and read whole by the rule.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromProjectRoot } from '#server/lib/project-root.ts';
import { isCommonPassword } from './password-rule.ts';

const LIST = 'src/server/features/accounts/data/common-passwords.txt';

describe('the common-password list', () => {
  it('is committed to git', () => {
    const tracked = execFileSync('git', ['ls-files', '--', LIST], {
      cwd: fromProjectRoot('.'),
      encoding: 'utf8',
    });
    expect(tracked.trim()).toBe(LIST);
  });

  it('holds 10,000 passwords and the rule knows every one of them, in any letter case', () => {
    const lines = readFileSync(fromProjectRoot(LIST), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    expect(lines.length).toBeGreaterThanOrEqual(10_000);
    expect(lines.filter((line) => !isCommonPassword(line))).toEqual([]);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('green tractor 7')).toBe(false);
  });
});
