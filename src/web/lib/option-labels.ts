// The contract's option lists (docs/product.md#constants-and-limits) are values: the filters in an
// address, the words a tutor or a game is stored with. A reader sees each one in their language.
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { optionKey } from '#contract/i18n/option-keys.ts';
import type { SessionStatus } from '#contract/sessions.ts';
import type { DeliveryStatus } from '#contract/store-rules.ts';
import type { Translate } from './i18n.tsx';

/** An option in the reader's language; a value that is no option (free text) as it is. */
export function optionLabel(t: Translate, value: string): string {
  const key = optionKey(value);
  return key ? t(key) : value;
}

const SESSION_STATUS_KEYS: Record<SessionStatus, MessageKey> = {
  scheduled: 'sessions.status.scheduled',
  cancelled: 'sessions.status.cancelled',
  completed: 'sessions.status.completed',
  'no-show': 'sessions.status.noShow',
};

/** A tutor session's status in the reader's language ("Scheduled", "Programada"). */
export function sessionStatusLabel(t: Translate, status: SessionStatus): string {
  return t(SESSION_STATUS_KEYS[status]);
}

/** A physical prize's delivery status in the reader's language ("Order placed", "Pedido hecho"). */
export function deliveryStatusLabel(t: Translate, status: DeliveryStatus): string {
  return t('store.delivery', { status });
}
