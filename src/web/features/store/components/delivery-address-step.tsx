import { House, Truck } from 'lucide-react';
import type { DeliveryAddress } from '#contract/store.ts';
import { DeliveryAddressForm } from '#web/components/delivery-address-form.tsx';

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
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl bg-sun-soft p-4">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-card text-sun-foreground">
        <House aria-hidden className="size-8" />
      </span>
      <div className="grid gap-1">
        <p className="text-lg font-extrabold">Ask your grown-up to add the address</p>
        <p className="text-sm">They add it in Parent Settings. Then we can send your prize home!</p>
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
  if (address === null) return keptByGrownUp ? <AskYourGrownUp /> : <DeliveryAddressForm onSaved={onSaved} />;
  if (!address) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="ship-to">
      <Truck aria-hidden className="me-1 inline size-4" />
      {keptByGrownUp
        ? 'We will send it home, to the address your grown-up gave.'
        : `We will send it to ${address.name}, ${address.line1}, ${address.city}.`}
    </p>
  );
}
