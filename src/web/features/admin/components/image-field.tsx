// The tutor's image: a file to upload (PNG, JPEG, WebP or GIF, at most 5 MB; the server checks
// and re-encodes it) or an image address.

import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { FormValues } from '../admin-views.ts';

export interface ImageFieldProps {
  form: UseFormReturn<FormValues>;
  error: string | undefined;
  image: File | undefined;
  onImageChange: (file: File | undefined) => void;
  className?: string;
}

/**
 * A preview of the chosen file as a data: address (the Content-Security-Policy allows images from
 * the site, data: and https:, not blob:).
 */
function useFileUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : undefined);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

export function ImageField({ form, error, image, onImageChange, className }: ImageFieldProps) {
  const t = useT();
  const current = form.watch('imageUrl');
  const fileUrl = useFileUrl(image);
  const shown = fileUrl ?? (typeof current === 'string' && current ? current : undefined);
  return (
    <div className={cn('grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start', className)}>
      <div className="grid size-24 place-items-center overflow-hidden rounded-2xl bg-muted">
        {shown ? (
          <img src={shown} alt={t('admin.image.preview')} className="size-full object-cover" />
        ) : (
          <span className="px-2 text-center text-sm text-muted-foreground">{t('admin.image.none')}</span>
        )}
      </div>
      <div className="grid gap-3">
        <FormField label={t('admin.image.file')} hint={t('admin.image.fileHint')}>
          <Input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="h-auto py-2"
            onChange={(event) => onImageChange(event.target.files?.[0])}
          />
        </FormField>
        <FormField label={t('admin.image.url')} error={error} hint={t('admin.image.urlHint')}>
          <Input placeholder="https://..." {...form.register('imageUrl')} />
        </FormField>
      </div>
    </div>
  );
}
