import { BadgeCheck, MailWarning, Users } from 'lucide-react';
import type { User } from '#contract/accounts.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useSwitchToParent } from '../api/switch-to-parent.ts';
import { LanguageSetting } from './language-setting.tsx';
import { ResendVerificationButton } from './verification-banners.tsx';

function SwitchToParent({ user }: { user: User }) {
  const t = useT();
  const switchAccount = useSwitchToParent({
    onSuccess: () =>
      toast({ title: t('account.updated'), description: t('account.updatedText'), variant: 'success' }),
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
  const verified = user.isEmailVerified;
  return (
    <div className="grid gap-2 rounded-2xl bg-muted/60 p-4">
      <p className="text-sm text-muted-foreground">{t('account.switchLead')}</p>
      <div>
        <ConfirmDialog
          title={t('account.switchTitle')}
          description={
            <>
              <p>{t('account.switchText')}</p>
              <p className="font-bold text-foreground">{t('account.switchFinal')}</p>
            </>
          }
          confirmLabel={t('account.switch')}
          pendingLabel={t('account.switching')}
          pending={switchAccount.isPending}
          onConfirm={() => switchAccount.mutate()}
          trigger={
            <Button
              variant="outline"
              disabled={!verified || switchAccount.isPending}
              aria-describedby={verified ? undefined : 'switch-needs-verified'}
            >
              <Users aria-hidden /> {switchAccount.isPending ? t('account.switching') : t('account.switch')}
            </Button>
          }
        />
      </div>
      {verified ? null : (
        <p id="switch-needs-verified" className="text-sm font-semibold text-sun-foreground">
          {t('account.needsVerified')}
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
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('account.title')}</CardTitle>
        <CardDescription>{t('account.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <dt className="font-bold">{t('account.type')}</dt>
            <dd>
              <Badge variant={isParent ? 'sky' : 'muted'}>
                {isParent ? t('dashboard.role.parent') : t('dashboard.role.student')}
              </Badge>
            </dd>
          </div>
          {user.email ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="font-bold">{t('account.email', { email: user.email })}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                {user.isEmailVerified ? (
                  <Badge>
                    <BadgeCheck aria-hidden /> {t('account.verified')}
                  </Badge>
                ) : (
                  <>
                    <Badge variant="sun">
                      <MailWarning aria-hidden /> {t('account.notVerified')}
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
