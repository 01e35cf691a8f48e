// The article's content: HTML written in a text area beside a live preview that the server's
// sanitizer makes (the call answers what would be stored), so what the admin sees is what
// readers get.

import { useDeferredValue } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { FieldSpec, FormValues } from '../admin-views.ts';
import { useArticlePreview } from '../api/preview-article.ts';
import { useRestingValue } from '../use-resting-value.ts';

const PREVIEW_DELAY_MS = 400;

const PREVIEW_CLASSES = cn(
  'min-h-64 overflow-auto rounded-xl border-2 border-dashed border-input bg-background p-4 leading-relaxed',
  '[&>*+*]:mt-3 [&_h2]:text-xl [&_h2]:font-extrabold [&_h3]:text-lg [&_h3]:font-extrabold',
  '[&_a]:font-bold [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:ps-4 [&_img]:max-w-full',
);

export interface HtmlFieldProps {
  field: FieldSpec;
  form: UseFormReturn<FormValues>;
  error: string | undefined;
  className?: string;
}

export function HtmlField({ field, form, error, className }: HtmlFieldProps) {
  const t = useT();
  const preview = t(field.previewLabel ?? 'admin.preview');
  const watched = form.watch(field.name);
  const content = useDeferredValue(typeof watched === 'string' ? watched : '');
  const previewed = useArticlePreview(useRestingValue(content, PREVIEW_DELAY_MS));
  return (
    <div className={cn('grid gap-3 lg:grid-cols-2', className)}>
      <FormField label={t(field.label)} error={error} hint={t(field.hint ?? 'admin.hint.html')}>
        <Textarea lang={field.lang} className="min-h-64 font-mono text-sm" {...form.register(field.name)} />
      </FormField>
      <section aria-label={preview} className="grid content-start gap-1.5">
        <h3 className="text-sm font-bold">{preview}</h3>
        <div
          lang={field.lang}
          className={PREVIEW_CLASSES}
          // The server's sanitizer made this HTML (the same settings as a stored article).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server
          dangerouslySetInnerHTML={{ __html: content.trim() ? (previewed.data?.html ?? '') : '' }}
        />
      </section>
    </div>
  );
}
