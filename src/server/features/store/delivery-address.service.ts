// Where physical prizes go (docs/rules.md#promises-kept): one address per account, and a managed child's
// is the consenting parent's, so the child's prizes reach the home the parent gave.
import type { User } from '#contract/accounts.ts';
import type { DeliveryAddress } from '#contract/store.ts';
import type { AppContext } from '../../app-context';
import { managingParentId } from '../consent/consent-records.service';
import * as repo from './delivery-address.repository';

/** The account whose address `user`'s prizes go to: the managing parent's, else the user's own. */
export async function addressOwnerOf(ctx: AppContext, user: User): Promise<number> {
  if (user.consent !== 'given') return user.id;
  return (await managingParentId(ctx, user.id)) ?? user.id;
}

export async function getAddress(ctx: AppContext, user: User): Promise<DeliveryAddress | null> {
  return repo.addressOf(ctx.db, await addressOwnerOf(ctx, user));
}

export async function setAddress(ctx: AppContext, user: User, address: DeliveryAddress) {
  await repo.saveAddress(ctx.db, await addressOwnerOf(ctx, user), address, ctx.clock.now());
  return address;
}
