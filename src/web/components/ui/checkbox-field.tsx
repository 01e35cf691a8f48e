import { useId } from 'react';
import { cn } from '#web/lib/utils.ts';
import { Label } from './label.tsx';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** A checkbox with its label beside it, the label a large target of its own. */
export function CheckboxField({ label, checked, onCheckedChange, disabled, className }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <Label htmlFor={id} className="text-base">
        {label}
      </Label>
    </div>
  );
}
