import { Truck } from 'lucide-react';
import type { DeliveryAddress } from '#contract/store.ts';
import { DeliveryAddressForm } from './delivery-address-form';

export interface DeliveryAddressStepProps {
  /** The kept address: null when none yet (the form is asked), undefined while it loads. */
  address: DeliveryAddress | null | undefined;
  /** Called once the address asked for is kept, e.g. to go on with the purchase. */
  onSaved?: () => void;
}

/**
 * The delivery address part of buying a physical prize (docs/rules.md#promises-kept), the same in the cart
 * and the Prize Store: the form at the first such purchase, then where the prize will go.
 */
export function DeliveryAddressStep({ address, onSaved }: DeliveryAddressStepProps) {
  if (address === null) return <DeliveryAddressForm onSaved={onSaved} />;
  if (!address) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="ship-to">
      <Truck aria-hidden className="mr-1 inline size-4" />
      We will send it to {address.name}, {address.line1}, {address.city}.
    </p>
  );
}
