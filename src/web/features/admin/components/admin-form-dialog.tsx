// The modal form of docs/product.md#states-and-transitions "Admin modal": add resets to the defaults, edit prefills from
// the row and remembers its id; on success the dialog closes, the lists refresh and "Success" shows.

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminKind } from '#contract/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import type { AdminItemInput, AdminItems } from '../admin-items.ts';
import { ADMIN_VIEWS, type FormValues } from '../admin-views.ts';
import { useCreateAdminItem } from '../api/create-admin-item.ts';
import { useUpdateAdminItem } from '../api/update-admin-item.ts';
import { useUploadTutor } from '../api/upload-tutor.ts';
import { payloadResolver } from '../form-resolver.ts';
import { AdminField } from './admin-field.tsx';

export type FormTarget<K extends AdminKind> = { mode: 'add' } | { mode: 'edit'; item: AdminItems[K] };

export interface AdminFormDialogProps<K extends AdminKind> {
  kind: K;
  target: FormTarget<K> | null;
  onClose: () => void;
}

export function AdminFormDialog<K extends AdminKind>({ kind, target, onClose }: AdminFormDialogProps<K>) {
  const t = useT();
  const editing = target?.mode === 'edit' ? target.item : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t(editing ? 'admin.form.editTitle' : 'admin.form.addTitle', { kind })}</DialogTitle>
          <DialogDescription>{t('admin.form.description')}</DialogDescription>
        </DialogHeader>
        {target ? <AdminForm key={editing?.id ?? 'new'} kind={kind} item={editing} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AdminForm<K extends AdminKind>({
  kind,
  item,
  onDone,
}: {
  kind: K;
  item: AdminItems[K] | undefined;
  onDone: () => void;
}) {
  const view = ADMIN_VIEWS[kind];
  const form = useForm<FormValues, unknown, AdminItemInput<K>>({
    resolver: payloadResolver(view.schema, view.toPayload),
    defaultValues: item ? view.fromItem(item) : view.defaults(),
  });
  const [image, setImage] = useState<File>();
  const create = useCreateAdminItem(kind);
  const update = useUpdateAdminItem(kind);
  const upload = useUploadTutor();
  const pending = create.isPending || update.isPending || upload.isPending;
  const t = useT();

  const onSuccess = () => {
    toast({
      title: t('admin.form.success'),
      description: t(item ? 'admin.form.updated' : 'admin.form.created', { kind }),
      variant: 'success',
    });
    onDone();
  };
  const onError = (error: Error) => {
    // The tutor's image is sent as the profileImage file: its refusal belongs under Image.
    showServerIssues(
      error,
      form.setError,
      view.fields.map((f) => f.name),
      { profileImage: 'imageUrl' },
    );
    const known = kind !== 'tutors' || error instanceof ApiError;
    toast({
      title: t('admin.form.error'),
      description: known
        ? t(item ? 'admin.form.updateFailed' : 'admin.form.createFailed', { kind })
        : t('admin.form.unknownError'),
      variant: 'destructive',
    });
  };

  // The resolver hands over the body the kind's schema accepted (form-resolver.ts).
  const submit = form.handleSubmit((payload) => {
    if (kind === 'tutors') {
      upload.mutate(
        { id: item?.id, fields: tutorFields(payload, item === undefined), image },
        { onSuccess, onError },
      );
    } else if (item) {
      update.mutate({ id: item.id, body: payload }, { onSuccess, onError });
    } else {
      create.mutate(payload, { onSuccess, onError });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('admin.form.formName', { kind })} className="grid gap-5">
      {/* items-start: a field with a hint beside one without keeps both inputs on one line. */}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {view.fields.map((field) => (
          <AdminField key={field.name} field={field} form={form} image={image} onImageChange={setImage} />
        ))}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending
            ? t('admin.form.saving')
            : item
              ? t('admin.form.save')
              : t('admin.form.addTitle', { kind })}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The tutor form's fields as the multipart calls take them (a new tutor is sent with rating 0). */
function tutorFields(payload: object, isNew: boolean): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (Array.isArray(value)) fields[name] = value.map(String);
    else if (value !== undefined && value !== null) fields[name] = String(value);
  }
  return isNew ? { ...fields, rating: '0', ratingCount: '0' } : fields;
}
