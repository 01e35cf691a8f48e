// The Tutors tab's accounts (docs/tutoring.md#tutor-accounts-and-teach): per tutor profile, not
// invited, invited (to which address, when; the link can be sent again) or linked (the username),
// with Invite, Re-send and Unlink.

import { MailPlus, Unlink, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  TUTOR_INVITE_DAYS,
  type TutorAccountState,
  TutorInviteInputSchema,
} from '#contract/tutor-accounts.ts';
import { Badge } from '#web/components/ui/badge.tsx';
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
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useTutorAccounts } from '../api/get-tutor-accounts.ts';
import { useInviteTutor } from '../api/invite-tutor.ts';
import { useUnlinkTutorAccount } from '../api/unlink-tutor-account.ts';

function InviteDialog({ tutor, onClose }: { tutor: TutorAccountState | null; onClose: () => void }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setEmail('');
    setError(undefined);
    onClose();
  };
  const invite = useInviteTutor({
    onSuccess: () => {
      toast({
        title: t('adminTutors.inviteSent'),
        description: t('adminTutors.inviteSentText', { email }),
        variant: 'success',
      });
      close();
    },
    onError: (e) => setError(e.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TutorInviteInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (tutor) invite.mutate({ tutorId: tutor.tutorId, email: parsed.data.email });
  };
  const again = tutor?.state === 'invited';
  return (
    <Dialog open={tutor !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(again ? 'adminTutors.inviteAgainTitle' : 'adminTutors.inviteTitle')}</DialogTitle>
          <DialogDescription>
            {tutor
              ? t('adminTutors.inviteText', {
                  name: tutor.tutorName,
                  days: TUTOR_INVITE_DAYS,
                  again: again ? 'yes' : 'no',
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label={t('adminTutors.email')} error={error}>
            <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <DialogFormButtons
            onCancel={close}
            submitLabel={t('adminTutors.send')}
            pendingLabel={t('adminTutors.sending')}
            pending={invite.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function UnlinkButton({ tutor }: { tutor: Extract<TutorAccountState, { state: 'linked' }> }) {
  const t = useT();
  const names = { username: tutor.username, name: tutor.tutorName };
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkTutorAccount({
    onSuccess: () => {
      setOpen(false);
      toast({
        title: t('adminTutors.unlinked'),
        description: t('adminTutors.unlinkedText', names),
      });
    },
    onError: (e) =>
      toast({ title: t('adminTutors.unlinkFailed'), description: e.message, variant: 'destructive' }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost" aria-label={t('adminTutors.unlinkOf', names)}>
          <Unlink aria-hidden /> {t('adminTutors.unlink')}
        </Button>
      }
      title={t('adminTutors.unlinkTitle')}
      description={t('adminTutors.unlinkText', names)}
      confirmLabel={t('adminTutors.unlinkConfirm')}
      pendingLabel={t('adminTutors.unlinking')}
      pending={unlink.isPending}
      onConfirm={() => unlink.mutate(tutor.tutorId)}
    />
  );
}

function AccountRow({
  tutor,
  onInvite,
}: {
  tutor: TutorAccountState;
  onInvite: (t: TutorAccountState) => void;
}) {
  const { locale, t } = useI18n();
  const timeZone = useReaderTimeZone();
  const invited = tutor.state === 'invited';
  return (
    <li className="flex flex-col gap-2 rounded-2xl border p-3 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-bold">{tutor.tutorName}</p>
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          {tutor.state === 'none' ? <Badge variant="muted">{t('adminTutors.notInvited')}</Badge> : null}
          {tutor.state === 'invited' ? (
            <>
              <Badge variant="sun">{t('adminTutors.invited')}</Badge>
              <span>
                {t('adminTutors.invitedOn', {
                  email: tutor.email,
                  date: formatDateTime(tutor.invitedAt, timeZone, locale),
                })}
              </span>
              {Date.parse(tutor.expiresAt) <= Date.now() ? (
                <span className="font-semibold text-foreground">{t('adminTutors.expired')}</span>
              ) : null}
            </>
          ) : null}
          {tutor.state === 'linked' ? (
            <>
              <Badge variant="default">{t('adminTutors.linked')}</Badge>
              <span className="inline-flex items-center gap-1">
                <UserRound aria-hidden className="size-4" /> {tutor.username}
              </span>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {tutor.state === 'linked' ? (
          <UnlinkButton tutor={tutor} />
        ) : (
          <Button
            size="sm"
            variant={invited ? 'outline' : 'default'}
            onClick={() => onInvite(tutor)}
            aria-label={t(invited ? 'adminTutors.resendTo' : 'adminTutors.inviteOf', {
              name: tutor.tutorName,
            })}
          >
            <MailPlus aria-hidden /> {t(invited ? 'adminTutors.resend' : 'adminTutors.invite')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The tutors' accounts, below the Tutors tab's list of profiles. */
export function TutorAccountsPanel() {
  const t = useT();
  const accounts = useTutorAccounts();
  const [inviting, setInviting] = useState<TutorAccountState | null>(null);
  return (
    <section aria-labelledby="tutor-accounts-heading" className="mt-8 grid gap-3">
      <h2 id="tutor-accounts-heading" className="text-xl font-extrabold">
        {t('adminTutors.title')}
      </h2>
      <p className="text-muted-foreground">{t('adminTutors.lead')}</p>
      <QueryState
        query={accounts}
        loading={
          <ul aria-label={t('adminTutors.loading')} className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <li key={i} className="rounded-2xl border p-3">
                <Skeleton className="h-5 w-1/3" />
              </li>
            ))}
          </ul>
        }
        error={{ title: t('adminTutors.loadError') }}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('adminTutors.empty')} description={t('adminTutors.emptyText')} />}
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.map((tutor) => (
              <AccountRow key={tutor.tutorId} tutor={tutor} onInvite={setInviting} />
            ))}
          </ul>
        )}
      </QueryState>
      <InviteDialog tutor={inviting} onClose={() => setInviting(null)} />
    </section>
  );
}
