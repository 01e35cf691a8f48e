import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { type DeliveryAddress, type DeliveryAddressInput, DeliveryAddressSchema } from '#contract/store.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSaveAddress } from '#web/lib/delivery-address.ts';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';

const FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;

const EMPTY: DeliveryAddressInput = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};

/** What a buyer reads above the fields at their first physical checkout. */
function PrizeIntro() {
  const t = useT();
  return (
    <>
      <p className="font-bold">{t('address.prizeQuestion')}</p>
      <p className="text-sm text-muted-foreground">{t('address.prizeHelp')}</p>
    </>
  );
}

export interface DeliveryAddressFormProps {
  /** The address kept now, to change; empty fields without one. */
  initial?: DeliveryAddress | null;
  /** What the fields are for, above them (the buyer's prize question unless given). */
  intro?: ReactNode;
  /** Called once the address is kept. */
  onSaved?: () => void;
}

/**
 * Where physical prizes are sent: asked at a buyer's first physical checkout,
 * and kept by a parent in Parent Settings for the children they manage.
 */
export function DeliveryAddressForm({ initial, intro = <PrizeIntro />, onSaved }: DeliveryAddressFormProps) {
  const t = useT();
  const form = useForm<DeliveryAddressInput>({
    resolver: zodResolver(DeliveryAddressSchema),
    defaultValues: initial ? { ...EMPTY, ...initial } : EMPTY,
  });
  const save = useSaveAddress();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: t('address.saved'), description: t('address.savedText'), variant: 'success' });
        onSaved?.();
      },
      onError: (error) => {
        if (showServerIssues(error, form.setError, FIELDS) === 0)
          toast({
            title: t('address.saveFailed'),
            description: error.message,
            variant: 'destructive',
          });
      },
    }),
  );
  return (
    <form noValidate aria-label={t('address.label')} onSubmit={submit} className="grid gap-3">
      {intro}
      <FormField label={t('address.name')} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('address.line1')} error={errors.line1?.message}>
        <Input autoComplete="address-line1" {...form.register('line1')} />
      </FormField>
      <FormField label={t('address.line2')} error={errors.line2?.message}>
        <Input autoComplete="address-line2" {...form.register('line2')} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('address.city')} error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <FormField label={t('address.region')} error={errors.region?.message}>
          <Input autoComplete="address-level1" {...form.register('region')} />
        </FormField>
        <FormField label={t('address.postalCode')} error={errors.postalCode?.message}>
          <Input autoComplete="postal-code" {...form.register('postalCode')} />
        </FormField>
        <FormField label={t('address.country')} error={errors.country?.message}>
          <Input autoComplete="country-name" {...form.register('country')} />
        </FormField>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('address.save')}
      </Button>
    </form>
  );
}
