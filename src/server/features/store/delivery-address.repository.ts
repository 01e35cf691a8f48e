// The delivery address an account keeps for physical prizes (docs/rules.md#promises-kept).
import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { type DeliveryAddressValues, deliveryAddresses } from '#server/db/schema/index.ts';

export async function addressOf(db: Executor, userId: number): Promise<DeliveryAddressValues | null> {
  const [row] = await db
    .select({ address: deliveryAddresses.address })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId));
  return row?.address ?? null;
}

export async function saveAddress(db: Executor, userId: number, address: DeliveryAddressValues, now: Date) {
  await db
    .insert(deliveryAddresses)
    .values({ userId, address, updatedAt: now })
    .onConflictDoUpdate({ target: deliveryAddresses.userId, set: { address, updatedAt: now } });
}
