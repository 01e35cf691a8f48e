import { CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { User } from '#contract/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';
import { sessionState, useUser } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useResendVerification } from '../api/resend-verification.ts';

const VERIFIED_BANNER_MS = 10_000;

/** The outcome of the verification link (?verified=true|false), read once. */
function useVerifiedParameter(): 'true' | 'false' | null {
  const search = usePageSearch();
  const [outcome] = useState<'true' | 'false' | null>(() => {
    const value = search.get('verified');
    return value === 'true' || value === 'false' ? value : null;
  });
  return outcome;
}

/** Takes ?verified off the address, so a reload or a shared link does not show the outcome again. */
function removeVerifiedParameter() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('verified')) return;
  url.searchParams.delete('verified');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** "Resend Verification Email", with the spec's toasts; "Sending..." while it is sent. */
export function ResendVerificationButton() {
  const t = useT();
  const resend = useResendVerification({
    onSuccess: () =>
      toast({
        title: t('verify.sent'),
        description: t('verify.sentText'),
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: t('verify.resendFailed'),
        description: error.message || t('verify.resendFailedText'),
        variant: 'destructive',
      }),
  });
  return (
    <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? t('report.sending') : t('verify.resend')}
    </Button>
  );
}

/** What to do after a failed verification link, for who is signed in (nothing till that is known). */
function linkFailureNextStep(user: User | null | undefined, t: Translate): string {
  if (sessionState(user) === 'loading') return '';
  if (!user) return ` ${t('verify.logInForNew')}`;
  if (user.isEmailVerified) return ` ${t('verify.alreadyVerified')}`;
  return user.email ? ` ${t('verify.askBelow')}` : '';
}

/** Above the page: "please verify" for an unverified address, and the outcome of the link. */
export function VerificationBanners() {
  const { data: user } = useUser();
  const t = useT();
  const outcome = useVerifiedParameter();
  const [showVerified, setShowVerified] = useState(outcome === 'true');
  // A failed link's banner stays until the page changes, so its parameter goes at once; the
  // success banner's goes with the banner, after its 10 seconds (docs/product.md#states-and-transitions).
  useEffect(() => {
    if (outcome === 'false') removeVerifiedParameter();
  }, [outcome]);
  useEffect(() => {
    if (!showVerified) return;
    const timer = setTimeout(() => {
      setShowVerified(false);
      removeVerifiedParameter();
    }, VERIFIED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [showVerified]);

  const needsVerification = !!user?.email && !user.isEmailVerified;
  if (!showVerified && outcome !== 'false' && !needsVerification) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-3 px-4 pt-4 sm:px-6">
      {showVerified ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-primary/30 bg-primary-soft px-4 py-3"
        >
          <CheckCircle2 aria-hidden className="size-5 shrink-0 text-primary" />
          <p className="font-bold">{t('verify.done')}</p>
        </div>
      ) : null}
      {outcome === 'false' ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive-soft px-4 py-3"
        >
          <MailWarning aria-hidden className="size-5 shrink-0 text-destructive" />
          <p className="flex-1 font-semibold">
            {t('verify.linkFailed')}
            {linkFailureNextStep(user, t)}
          </p>
          {user?.email && !user.isEmailVerified ? <ResendVerificationButton /> : null}
        </div>
      ) : null}
      {needsVerification && outcome !== 'false' ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-sun/60 bg-sun-soft px-4 py-3">
          <MailWarning aria-hidden className="size-5 shrink-0 text-sun-foreground" />
          <p className="flex-1 font-semibold text-sun-foreground">
            {t('verify.please')} <span className="font-extrabold">{user.email}</span>.
          </p>
          <ResendVerificationButton />
        </div>
      ) : null}
    </div>
  );
}
