// Where physical prizes go: one address per account, and a managed child's
// is the consenting parent's, kept by the parent in Parent Settings, so the child's prizes reach
// the home the parent gave and the child is never asked to type a street address.
import { isManagedChild, type User } from '#contract/accounts.ts';
import { ADDRESS_KEPT_BY_GROWN_UP, type DeliveryAddress } from '#contract/store.ts';
import type { AppContext } from '#server/app-context.ts';
import { managingParentId } from '#server/features/consent/consent-records.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as repo from './delivery-address.repository.ts';

/** The account whose address a user's prizes go to, and whether that is a managing parent's. */
export interface AddressOwner {
  id: number;
  isParent: boolean;
}

/** The account whose address `user`'s prizes go to: the managing parent's, else the user's own. */
export async function addressOwnerOf(ctx: AppContext, user: User): Promise<AddressOwner> {
  const parentId = isManagedChild(user) ? await managingParentId(ctx, user.id) : undefined;
  return parentId === undefined ? { id: user.id, isParent: false } : { id: parentId, isParent: true };
}

export async function getAddress(ctx: AppContext, user: User): Promise<DeliveryAddress | null> {
  return repo.addressOf(ctx.db, (await addressOwnerOf(ctx, user)).id);
}

/** Keeps the user's own address; a managed child's is their parent's to keep (403). */
export async function setAddress(ctx: AppContext, user: User, address: DeliveryAddress) {
  const owner = await addressOwnerOf(ctx, user);
  if (owner.isParent) throw AppError.forbidden(ADDRESS_KEPT_BY_GROWN_UP);
  await repo.saveAddress(ctx.db, owner.id, address, ctx.clock.now());
  return address;
}
