import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type DeliveryAddressInput, DeliveryAddressSchema } from '#contract/store.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useSaveAddress } from '../api/delivery-address';

const FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;

export interface DeliveryAddressFormProps {
  /** Called once the address is kept. */
  onSaved?: () => void;
}

/** Where physical prizes are sent (docs/rules.md#promises-kept), asked at the first physical checkout. */
export function DeliveryAddressForm({ onSaved }: DeliveryAddressFormProps) {
  const form = useForm<DeliveryAddressInput>({
    resolver: zodResolver(DeliveryAddressSchema),
    defaultValues: { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
  });
  const save = useSaveAddress();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Address saved', description: 'Your prizes will be sent there.', variant: 'success' });
        onSaved?.();
      },
      onError: (error) => {
        if (showServerIssues(error, form.setError, FIELDS) === 0)
          toast({
            title: "We couldn't save the address",
            description: error.message,
            variant: 'destructive',
          });
      },
    }),
  );
  return (
    <form noValidate aria-label="Delivery address" onSubmit={submit} className="grid gap-3">
      <p className="font-bold">Where should we send your prize?</p>
      <p className="text-sm text-muted-foreground">
        A grown-up can help with this. We keep it for your next prize, and only use it to send prizes.
      </p>
      <FormField label="Name of the person receiving it" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Street address" error={errors.line1?.message}>
        <Input autoComplete="address-line1" {...form.register('line1')} />
      </FormField>
      <FormField label="Address line 2 (optional)" error={errors.line2?.message}>
        <Input autoComplete="address-line2" {...form.register('line2')} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Town or city" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <FormField label="State or region (optional)" error={errors.region?.message}>
          <Input autoComplete="address-level1" {...form.register('region')} />
        </FormField>
        <FormField label="Postal code" error={errors.postalCode?.message}>
          <Input autoComplete="postal-code" {...form.register('postalCode')} />
        </FormField>
        <FormField label="Country" error={errors.country?.message}>
          <Input autoComplete="country-name" {...form.register('country')} />
        </FormField>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save address'}
      </Button>
    </form>
  );
}
