import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '#web/lib/utils.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export interface SearchFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  /** The visible label (a search field is never labelled by its placeholder alone). */
  label: string;
  className?: string;
}

/** A labelled search box with its magnifier: the tutors', the games' and the admin's search. */
export function SearchField({ label, className, ...inputProps }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input id={id} type="search" className="ps-11" {...inputProps} />
      </div>
    </div>
  );
}
