// An account's own row as a person's data asks it: its profile for the export, the addresses of
// the parents told of a deletion, and the row's deletion itself, which the schema's cascades
// carry to every row that is the account's alone.
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import * as repo from './accounts.repository.ts';

/** The account as its download shows it (with birth year, points and the day it was made). */
export function accountProfile(ctx: AppContext, userId: number) {
  return repo.findProfile(ctx.db, userId);
}

/** The names, e-mail addresses and languages of these accounts (those without an address included). */
export function contactsOfAccounts(ctx: AppContext, userIds: readonly number[]) {
  return repo.emailsOfUsers(ctx.db, userIds);
}

/**
 * Deletes the account's row (in the caller's transaction, when given); false when it was gone.
 * What other people see of it is undone first by each feature's service, in that transaction.
 */
export function deleteAccountRow(ctx: AppContext, userId: number, db: Executor = ctx.db): Promise<boolean> {
  return repo.deleteUser(db, userId);
}
