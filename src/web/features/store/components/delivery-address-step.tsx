import { House, Truck } from 'lucide-react';
import type { DeliveryAddress } from '#contract/store.ts';
import { DeliveryAddressForm } from '#web/components/delivery-address-form.tsx';
import { useT } from '#web/lib/i18n.tsx';

export interface DeliveryAddressStepProps {
  /** The kept address: null when none yet (the form is asked), undefined while it loads. */
  address: DeliveryAddress | null | undefined;
  /**
   * The buyer is a child whose parent keeps the address (in Parent Settings): with none kept, the
   * child is sent to their grown-up, never shown the form.
   */
  keptByGrownUp?: boolean;
  /** Called once the address asked for is kept, e.g. to go on with the purchase. */
  onSaved?: () => void;
}

/** For a child who cannot read yet: a picture of home, and one short sentence to say it. */
function AskYourGrownUp() {
  const t = useT();
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl bg-sun-soft p-4">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-card text-sun-foreground">
        <House aria-hidden className="size-8" />
      </span>
      <div className="grid gap-1">
        <p className="text-lg font-extrabold">{t('store.address.askGrownUp')}</p>
        <p className="text-sm">{t('store.address.askGrownUpText')}</p>
      </div>
    </div>
  );
}

/**
 * The delivery address part of buying a physical prize, the same in the cart and the Prize Store:
 * the form at the first such purchase (or, for a managed child, a word to ask their grown-up),
 * then where the prize will go.
 */
export function DeliveryAddressStep({ address, keptByGrownUp = false, onSaved }: DeliveryAddressStepProps) {
  const t = useT();
  if (address === null) return keptByGrownUp ? <AskYourGrownUp /> : <DeliveryAddressForm onSaved={onSaved} />;
  if (!address) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="ship-to">
      <Truck aria-hidden className="me-1 inline size-4" />
      {keptByGrownUp
        ? t('store.address.sendHome')
        : t('store.address.sendTo', { name: address.name, line1: address.line1, city: address.city })}
    </p>
  );
}
