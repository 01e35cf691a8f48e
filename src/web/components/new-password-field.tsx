import type { ComponentProps } from 'react';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';

export interface NewPasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label?: string;
  error?: string;
}

/**
 * The field where a password is chosen (a parent's account on the consent page, a child's
 * account or new password in Parent Settings): hidden text, the browser's "new password"
 * suggestion, and the rule as its hint.
 */
export function NewPasswordField({ label, error, ...input }: NewPasswordFieldProps) {
  const t = useT();
  // The rule of docs/rules.md#families-consent-and-privacy, said before anyone trips on it.
  return (
    <FormField label={label ?? t('password.choose')} error={error} hint={t('password.hint')}>
      <Input type="password" autoComplete="new-password" {...input} />
    </FormField>
  );
}
