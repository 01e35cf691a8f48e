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
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useAddChild } from '../api/add-child.ts';
import { useDeleteChild } from '../api/delete-child.ts';
import { childExportUrl } from '../api/export-child.ts';
import { useManagedChildren } from '../api/get-managed-children.ts';
import { useSetChildPassword } from '../api/set-child-password.ts';
import { HandOverConsentDialog } from './hand-over-consent-dialog.tsx';

const failed = (error: Error) =>
  toast({ title: 'Error', description: error.message, variant: 'destructive' });

function AddChildDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<AddChildInput>({
    resolver: zodResolver(AddChildInputSchema),
    defaultValues: { name: '', username: '', password: '', grade: '' },
  });
  const add = useAddChild({
    onSuccess: (child) => {
      toast({
        title: 'Child added',
        description: `${child.name} can now log in with the username ${child.username}.`,
        variant: 'success',
      });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => {
      showServerIssues(error, form.setError, ['name', 'username', 'password', 'birthYear', 'grade']);
      failed(error);
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a child</DialogTitle>
          <DialogDescription>
            Your child logs in with this username and password. The account has no e-mail of its own.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))}>
          <FormField label="Child's name" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label="Username" error={errors.username?.message} hint="Letters, digits, _ and -">
            <Input autoComplete="off" {...form.register('username')} />
          </FormField>
          <NewPasswordField
            label="Password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <FormField label="Birth year" error={errors.birthYear?.message}>
            <NativeSelect
              defaultValue=""
              {...form.register('birthYear', {
                setValueAs: (v: string) => (v === '' ? undefined : Number(v)),
              })}
            >
              <option value="" disabled>
                Choose a year
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
          <FormField label="Grade (optional)" error={errors.grade?.message}>
            <Input autoComplete="off" {...form.register('grade')} />
          </FormField>
          <DialogFormButtons
            onCancel={() => onOpenChange(false)}
            submitLabel="Add child"
            pendingLabel="Adding..."
            pending={add.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PasswordDialog({ child, onClose }: { child: ManagedChild; onClose: () => void }) {
  const form = useForm<SetChildPasswordInput>({
    resolver: zodResolver(SetChildPasswordInputSchema),
    defaultValues: { password: '' },
  });
  const save = useSetChildPassword({
    onSuccess: () => {
      toast({ title: 'Password changed', description: `${child.name} logs in with the new password now.` });
      onClose();
    },
    onError: (e) => {
      showServerIssues(e, form.setError, ['password']);
      failed(e);
    },
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New password for {child.name}</DialogTitle>
          <DialogDescription>
            {child.name} is signed out everywhere and logs in with the new one.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={form.handleSubmit(({ password }) => save.mutate({ childId: child.id, password }))}
        >
          <NewPasswordField
            label="New password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <DialogFormButtons
            onCancel={onClose}
            submitLabel="Save password"
            pendingLabel="Saving..."
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
  const remove = useDeleteChild({
    onSuccess: () => {
      toast({ title: 'Account deleted', description: `${child.name}’s account and data are gone.` });
      setOpen(false);
    },
    onError: failed,
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`Delete ${child.name}’s account?`}
      description={
        <p>
          The account {child.username} and everything in it (scores, points, prizes, reviews, bookings, study
          time) will be deleted. This cannot be undone. Download the data first if you want to keep it.
        </p>
      }
      confirmLabel="Delete the account"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate(child.id)}
      trigger={
        <Button size="sm" variant="ghost">
          <Trash2 aria-hidden /> Delete account
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
  return (
    <section className="grid gap-3" aria-labelledby="managed-children-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="managed-children-title" className="text-lg font-extrabold">
          Children you manage
        </h3>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden /> Add a child
        </Button>
      </div>
      {children.isError ? <p role="alert">We could not load your children. Please try again.</p> : null}
      {children.data?.length === 0 ? (
        <p className="text-muted-foreground">
          Add a child to make their account yourself, with no e-mail of their own.
        </p>
      ) : null}
      <ul className="grid gap-2" aria-label="Children you manage">
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
                <KeyRound aria-hidden /> Set password
              </Button>
              <Button size="sm" variant="outline" asChild>
                <a href={childExportUrl(child.id)} download>
                  <Download aria-hidden /> Download data
                </a>
              </Button>
              <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'handOver', child })}>
                <UsersRound aria-hidden /> Hand over
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
