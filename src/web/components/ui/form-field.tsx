import { cloneElement, type ReactElement, useId } from 'react';
import { useReadersWords } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { Label } from './label.tsx';

export interface FormFieldProps {
  label: string;
  /** The validation message to show under the field. */
  error?: string;
  hint?: string;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A label, its control, and the message under it, wired together for screen readers. */
export function FormField({ label, error: english, hint, className, children }: FormFieldProps) {
  const id = useId();
  // A validation message is the contract's English (docs/architecture.md#languages).
  const error = useReadersWords(english);
  const messageId = `${id}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
