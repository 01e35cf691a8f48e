import { BadgeCheck, MailWarning, Users } from 'lucide-react';
import type { User } from '#contract/accounts.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useSwitchToParent } from '../api/switch-to-parent.ts';
import { LanguageSetting } from './language-setting.tsx';
import { ResendVerificationButton } from './verification-banners.tsx';

const NEEDS_VERIFIED =
  'Verify your e-mail address first: a parent account needs one. Check your inbox, or send a new link.';

function SwitchToParent({ user }: { user: User }) {
  const switchAccount = useSwitchToParent({
    onSuccess: () =>
      toast({ title: 'Account Updated', description: 'You now have a parent account.', variant: 'success' }),
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  const verified = user.isEmailVerified;
  return (
    <div className="grid gap-2 rounded-2xl bg-muted/60 p-4">
      <p className="text-sm text-muted-foreground">
        A parent account can link children and follow their learning. This cannot be undone.
      </p>
      <div>
        <ConfirmDialog
          title="Switch to a parent account?"
          description={
            <>
              <p>
                A parent account links children and follows their learning. Your points, scores and purchases
                stay with you.
              </p>
              <p className="font-bold text-foreground">This cannot be undone: a parent account stays one.</p>
            </>
          }
          confirmLabel="Switch to Parent Account"
          pendingLabel="Switching..."
          pending={switchAccount.isPending}
          onConfirm={() => switchAccount.mutate()}
          trigger={
            <Button
              variant="outline"
              disabled={!verified || switchAccount.isPending}
              aria-describedby={verified ? undefined : 'switch-needs-verified'}
            >
              <Users aria-hidden /> {switchAccount.isPending ? 'Switching...' : 'Switch to Parent Account'}
            </Button>
          }
        />
      </div>
      {verified ? null : (
        <p id="switch-needs-verified" className="text-sm font-semibold text-sun-foreground">
          {NEEDS_VERIFIED}
        </p>
      )}
    </div>
  );
}

export interface AccountSettingsProps {
  user: User;
}

/** Account Settings (docs/product.md#screens-and-routes): account type, e-mail verification, the switch to parent. */
export function AccountSettings({ user }: AccountSettingsProps) {
  const isParent = user.userType === 'parent';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Account Settings</CardTitle>
        <CardDescription>Your account type and e-mail address.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <dt className="font-bold">Account type</dt>
            <dd>
              <Badge variant={isParent ? 'sky' : 'muted'}>{isParent ? 'Parent' : 'Student'}</Badge>
            </dd>
          </div>
          {user.email ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="font-bold">E-mail {user.email}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                {user.isEmailVerified ? (
                  <Badge>
                    <BadgeCheck aria-hidden /> Verified
                  </Badge>
                ) : (
                  <>
                    <Badge variant="sun">
                      <MailWarning aria-hidden /> Not Verified
                    </Badge>
                    <ResendVerificationButton />
                  </>
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        <LanguageSetting user={user} />
        {/* A child under 13 (consent given or waiting) never becomes a parent: the server says 403. */}
        {isParent || user.consent !== null ? null : <SwitchToParent user={user} />}
      </CardContent>
    </Card>
  );
}
