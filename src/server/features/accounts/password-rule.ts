// The server's half of the password rule (docs/rules.md#families-consent-and-privacy): the contract refuses short
// passwords, only spaces and the username; this adds the 10,000 most common passwords, a list too
// large for the browser's bundle, read once from the file shipped beside the code.
import { readFileSync } from 'node:fs';
import { isPasswordTheUsername, WEAK_PASSWORD } from '#contract/accounts.ts';
import { AppError } from '#server/lib/app-error.ts';
import { fromProjectRoot } from '#server/lib/project-root.ts';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(fromProjectRoot('src/server/features/accounts/data/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
  return common;
}

/** Whether the password is one of the common ones, in any letter case ("PASSWORD1" too). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * Throws the contract's 400 on the `field` when the password breaks the rule. The contract has
 * already checked what it can; the username check runs again for calls whose schema lacks it.
 */
export function assertPasswordAllowed(password: string, username: string, field = 'password'): void {
  if (password.trim() === '' || isPasswordTheUsername(password, username) || isCommonPassword(password)) {
    throw AppError.invalidField(field, WEAK_PASSWORD);
  }
}
