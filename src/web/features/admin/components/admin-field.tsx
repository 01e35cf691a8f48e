// One field of an admin form, drawn from its description in admin-views.ts.

import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { FieldSpec, FormValues } from '../admin-views.ts';
import { HtmlField } from './html-field.tsx';
import { ImageField } from './image-field.tsx';
import { RulesField } from './rules-field.tsx';

export interface AdminFieldProps {
  field: FieldSpec;
  form: UseFormReturn<FormValues>;
  /** The chosen image file of the tutor form. */
  image: File | undefined;
  onImageChange: (file: File | undefined) => void;
}

export function AdminField({ field, form, image, onImageChange }: AdminFieldProps) {
  const t = useT();
  const error = form.formState.errors[field.name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const className = cn(field.wide && 'sm:col-span-2');
  switch (field.kind) {
    case 'checkbox':
      return <CheckboxField field={field} form={form} className={className} />;
    case 'checklist':
      return <ChecklistField field={field} form={form} error={message} className={className} />;
    case 'html':
      return <HtmlField field={field} form={form} error={message} className={className} />;
    case 'image':
      return (
        <ImageField
          form={form}
          error={message}
          image={image}
          onImageChange={onImageChange}
          className={className}
        />
      );
    case 'rules':
      return <RulesField form={form} error={message} className={className} />;
    default:
      return (
        <FormField
          label={t(field.label)}
          error={message}
          hint={field.hint && t(field.hint, field.hintValues)}
          className={className}
        >
          {field.kind === 'textarea' ? (
            <Textarea
              lang={field.lang}
              placeholder={field.placeholder && t(field.placeholder)}
              {...form.register(field.name)}
            />
          ) : field.kind === 'select' ? (
            <NativeSelect {...form.register(field.name)}>
              {(field.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label(t)}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Input
              lang={field.lang}
              type={field.kind === 'date' ? 'date' : 'text'}
              placeholder={field.placeholder && t(field.placeholder)}
              {...form.register(field.name)}
            />
          )}
        </FormField>
      );
  }
}

function CheckboxField({
  field,
  form,
  className,
}: {
  field: FieldSpec;
  form: UseFormReturn<FormValues>;
  className?: string;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className={cn('flex min-h-11 items-center gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-[var(--color-primary)]"
        {...form.register(field.name)}
      />
      <label htmlFor={id} className="font-bold">
        {t(field.label)}
      </label>
    </div>
  );
}

function ChecklistField({
  field,
  form,
  error,
  className,
}: {
  field: FieldSpec;
  form: UseFormReturn<FormValues>;
  error: string | undefined;
  className?: string;
}) {
  const id = useId();
  const t = useT();
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-bold">{t(field.label)}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(field.options ?? []).map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              value={o.value}
              className="size-5 accent-[var(--color-primary)]"
              {...form.register(field.name)}
            />
            {o.label(t)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
