import { zodResolver } from '@hookform/resolvers/zod';
import { Download, KeyRound, Trash2, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { birthYearOptions } from '#contract/accounts.ts';
import {
  type AddChildInput,
  AddChildInputSchema,
  type ManagedChild,
  type SetChildPasswordInput,
  SetChildPasswordInputSchema,
} from '#contract/consent.ts';
import { NewPasswordField } from '#web/components/new-password-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormButtons,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect } from '#web/components/ui/input.tsx';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useAddChild } from '../api/add-child.ts';
import { useDeleteChild } from '../api/delete-child.ts';
import { childExportUrl } from '../api/export-child.ts';
import { useManagedChildren } from '../api/get-managed-children.ts';
import { useSetChildPassword } from '../api/set-child-password.ts';
import { HandOverConsentDialog } from './hand-over-consent-dialog.tsx';

/** A refused step, said in a toast (`t` is the page's words). */
const failed = (t: Translate) => (error: Error) =>
  toast({ title: t('common.error'), description: error.message, variant: 'destructive' });

function AddChildDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const form = useForm<AddChildInput>({
    resolver: zodResolver(AddChildInputSchema),
    defaultValues: { name: '', username: '', password: '', grade: '' },
  });
  const add = useAddChild({
    onSuccess: (child) => {
      toast({
        title: t('consent.children.added'),
        description: t('consent.children.addedText', { name: child.name, username: child.username }),
        variant: 'success',
      });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => {
      showServerIssues(error, form.setError, ['name', 'username', 'password', 'birthYear', 'grade']);
      failed(t)(error);
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('consent.children.add')}</DialogTitle>
          <DialogDescription>{t('consent.children.addText')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))}>
          <FormField label={t('consent.children.name')} error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField
            label={t('auth.username')}
            error={errors.username?.message}
            hint={t('auth.usernameHint')}
          >
            <Input autoComplete="off" {...form.register('username')} />
          </FormField>
          <NewPasswordField
            label={t('auth.password')}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <FormField label={t('auth.birthYear')} error={errors.birthYear?.message}>
            <NativeSelect
              defaultValue=""
              {...form.register('birthYear', {
                setValueAs: (v: string) => (v === '' ? undefined : Number(v)),
              })}
            >
              <option value="" disabled>
                {t('auth.chooseYear')}
              </option>
              {birthYearOptions(new Date())
                .slice(0, 19)
                .map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('consent.children.grade')} error={errors.grade?.message}>
            <Input autoComplete="off" {...form.register('grade')} />
          </FormField>
          <DialogFormButtons
            onCancel={() => onOpenChange(false)}
            submitLabel={t('consent.children.addSubmit')}
            pendingLabel={t('consent.children.adding')}
            pending={add.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PasswordDialog({ child, onClose }: { child: ManagedChild; onClose: () => void }) {
  const t = useT();
  const form = useForm<SetChildPasswordInput>({
    resolver: zodResolver(SetChildPasswordInputSchema),
    defaultValues: { password: '' },
  });
  const save = useSetChildPassword({
    onSuccess: () => {
      toast({
        title: t('consent.children.passwordChanged'),
        description: t('consent.children.passwordChangedText', { name: child.name }),
      });
      onClose();
    },
    onError: (e) => {
      showServerIssues(e, form.setError, ['password']);
      failed(t)(e);
    },
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('consent.children.passwordTitle', { name: child.name })}</DialogTitle>
          <DialogDescription>{t('consent.children.passwordText', { name: child.name })}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={form.handleSubmit(({ password }) => save.mutate({ childId: child.id, password }))}
        >
          <NewPasswordField
            label={t('consent.children.newPassword')}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <DialogFormButtons
            onCancel={onClose}
            submitLabel={t('consent.children.savePassword')}
            pendingLabel={t('consent.children.saving')}
            pending={save.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** "Delete account", asked first in the one confirmation for irreversible steps. */
function DeleteChildButton({ child }: { child: ManagedChild }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const remove = useDeleteChild({
    onSuccess: () => {
      toast({
        title: t('consent.children.deleted'),
        description: t('consent.children.deletedText', { name: child.name }),
      });
      setOpen(false);
    },
    onError: failed(t),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('consent.children.deleteTitle', { name: child.name })}
      description={<p>{t('consent.children.deleteText', { username: child.username })}</p>}
      confirmLabel={t('consent.children.deleteConfirm')}
      pendingLabel={t('consent.deleting')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(child.id)}
      trigger={
        <Button size="sm" variant="ghost">
          <Trash2 aria-hidden /> {t('consent.children.delete')}
        </Button>
      }
    />
  );
}

type Open = { kind: 'password' | 'handOver'; child: ManagedChild } | null;

/**
 * Parent Settings: "Add a child", and the children this parent manages (password, export, hand
 * over to another linked parent, delete).
 */
export function ManagedChildren({ userId }: { userId: number }) {
  const children = useManagedChildren(userId);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const t = useT();
  return (
    <section className="grid gap-3" aria-labelledby="managed-children-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="managed-children-title" className="text-lg font-extrabold">
          {t('consent.children.title')}
        </h3>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden /> {t('consent.children.add')}
        </Button>
      </div>
      {children.isError ? <p role="alert">{t('consent.children.loadError')}</p> : null}
      {children.data?.length === 0 ? (
        <p className="text-muted-foreground">{t('consent.children.empty')}</p>
      ) : null}
      <ul className="grid gap-2" aria-label={t('consent.children.title')}>
        {children.data?.map((child) => (
          <li
            key={child.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-muted/60 px-4 py-3"
          >
            <div>
              <p className="font-bold">{child.name}</p>
              <p className="text-sm text-muted-foreground">@{child.username}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'password', child })}>
                <KeyRound aria-hidden /> {t('consent.children.setPassword')}
              </Button>
              <Button size="sm" variant="outline" asChild>
                <a href={childExportUrl(child.id)} download>
                  <Download aria-hidden /> {t('consent.children.download')}
                </a>
              </Button>
              <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'handOver', child })}>
                <UsersRound aria-hidden /> {t('consent.handOver.submit')}
              </Button>
              <DeleteChildButton child={child} />
            </div>
          </li>
        ))}
      </ul>
      <AddChildDialog open={adding} onOpenChange={setAdding} />
      {open?.kind === 'password' ? <PasswordDialog child={open.child} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'handOver' ? (
        <HandOverConsentDialog child={open.child} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
