import type { ComponentProps } from 'react';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

/** The rule of docs/rules.md#families-consent-and-privacy, said before anyone trips on it. */
export const NEW_PASSWORD_HINT = 'At least 6 characters; not the username and not a common password';

export interface NewPasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label?: string;
  error?: string;
}

/**
 * The field where a password is chosen (a parent's account on the consent page, a child's
 * account or new password in Parent Settings): hidden text, the browser's "new password"
 * suggestion, and the rule as its hint.
 */
export function NewPasswordField({ label = 'Choose a password', error, ...input }: NewPasswordFieldProps) {
  return (
    <FormField label={label} error={error} hint={NEW_PASSWORD_HINT}>
      <Input type="password" autoComplete="new-password" {...input} />
    </FormField>
  );
}
