// The admin's Orders tab (docs/rules.md#promises-kept): physical prizes with the address they go to, and
// their status (new, sent, delivered), which the child sees in My Inventory.
import type { User } from '#contract/accounts.ts';
import type { AdminOrder, AdminOrdersFilters, DeliveryStatus } from '#contract/store.ts';
import type { AppContext } from '#server/app-context.ts';
import { findAccount } from '#server/features/accounts/accounts.service.ts';
import { type FamilyRecipient, familyRecipients } from '#server/features/family/family.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { greetingTo, renderEmail } from '#server/lib/email-template.ts';
import { translate } from '#server/lib/i18n.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import * as repo from './orders.repository.ts';

const ORDER_NOT_FOUND = 'Order not found';

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

function toAdminOrder(row: OrderRow): AdminOrder {
  // Rows are orders (the repository selects only purchases with a status), so both are set.
  if (!row.status || !row.address) throw new Error(`purchase ${row.id} is not an order`);
  return {
    id: row.id,
    itemName: row.itemName,
    itemImageUrl: row.itemImageUrl,
    purchaseDate: row.purchaseDate.toISOString(),
    buyer: { username: row.buyerUsername },
    address: row.address,
    status: row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  };
}

export async function listOrders(ctx: AppContext, query: AdminOrdersFilters): Promise<ListPage<AdminOrder>> {
  const { status, ...pagination } = query;
  return readList(
    pagination,
    { rows: (page) => repo.listOrders(ctx.db, status, page), count: () => repo.countOrders(ctx.db, status) },
    toAdminOrder,
  );
}

/** Any status may be set (an admin corrects a mistake too); a digital prize is no order: 404. */
export async function setOrderStatus(
  ctx: AppContext,
  id: number,
  status: DeliveryStatus,
): Promise<AdminOrder> {
  const before = await repo.findOrder(ctx.db, id);
  if (!before || !(await repo.setOrderStatus(ctx.db, id, status, ctx.clock.now())))
    throw AppError.notFound(ORDER_NOT_FOUND);
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  if (status !== 'new' && before.status !== status) await tellOfOrder(ctx, row, status);
  return toAdminOrder(row);
}

type Recipient = FamilyRecipient & { isBuyer: boolean };

/** Who hears that a prize moved: the family of the buyer (familyRecipients says who that is). */
async function recipientsOf(ctx: AppContext, buyer: User): Promise<Recipient[]> {
  return (await familyRecipients(ctx, buyer)).map((to) => ({ ...to, isBuyer: to.isSelf }));
}

function orderEmail(
  ctx: AppContext,
  to: Recipient,
  childName: string,
  item: string,
  status: 'sent' | 'delivered',
) {
  const lang = to.locale;
  const values = { whose: to.isBuyer ? 'self' : 'child', child: childName, item };
  const sent = status === 'sent';
  return renderEmail({
    subject: translate(lang, sent ? 'mail.prizeSentSubject' : 'mail.prizeDeliveredSubject', values),
    greeting: greetingTo(to.name, lang),
    paragraphs: sent
      ? [translate(lang, 'mail.prizeSentText', values), translate(lang, 'mail.prizeSentWhere')]
      : [translate(lang, 'mail.prizeDeliveredText', values), translate(lang, 'mail.prizeNotArrived')],
    action: to.isBuyer
      ? {
          label: translate(lang, 'mail.seeMyInventory'),
          url: `${ctx.config.publicUrl}/user-panel?tab=inventory`,
        }
      : {
          label: translate(lang, 'mail.openParentSettings'),
          url: `${ctx.config.publicUrl}/user-panel?tab=parent`,
        },
    lang,
  });
}

/** Mails the change; a mail that fails is logged and the status stays set. */
async function tellOfOrder(ctx: AppContext, row: OrderRow, status: 'sent' | 'delivered') {
  const buyer = await findAccount(ctx, row.buyerId);
  if (!buyer) return;
  for (const to of await recipientsOf(ctx, buyer)) {
    try {
      await ctx.mailer.send({ to: to.email, ...orderEmail(ctx, to, buyer.name, row.itemName, status) });
    } catch (error) {
      ctx.logger.error({ err: error, orderId: row.id }, 'could not tell of an order that moved');
    }
  }
}
