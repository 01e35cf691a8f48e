import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { ChangeParentEmailInputSchema } from '#contract/consent.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useChangeParentEmail } from '../api/change-parent-email.ts';
import { useMyConsent } from '../api/get-my-consent.ts';
import { useResendConsent } from '../api/resend-consent.ts';

/** The dashboard of a child under 13 whose parent has not said yes yet. */
export function WaitingForParent({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  const failed = (error: Error) =>
    toast({ title: t('common.error'), description: error.message, variant: 'destructive' });
  const request = useMyConsent(userId, true);
  const [changing, setChanging] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const resend = useResendConsent({
    onSuccess: () => toast({ title: t('consent.wait.sent'), description: t('consent.wait.sentAgain') }),
    onError: failed,
  });
  const change = useChangeParentEmail({
    onSuccess: () => {
      setChanging(false);
      setEmail('');
      toast({ title: t('consent.wait.sent'), description: t('consent.wait.sentNew') });
    },
    onError: failed,
  });
  return (
    <Card className="border-2 border-sun">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Hourglass aria-hidden className="size-6" /> {t('consent.wait.title')}
        </CardTitle>
        <CardDescription>
          {request.data
            ? t('consent.wait.emailed', {
                email: request.data.parentEmail,
                date: formatDate(request.data.deleteAt, timeZone, locale),
              })
            : t('consent.wait.emailedParent')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? t('contact.sending') : t('consent.wait.resend')}
          </Button>
          <Button variant="outline" aria-expanded={changing} onClick={() => setChanging((v) => !v)}>
            {t('consent.wait.change')}
          </Button>
        </div>
        {changing ? (
          <form
            className="grid gap-3 sm:max-w-md"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const parsed = ChangeParentEmailInputSchema.safeParse({ parentEmail: email });
              setEmailError(parsed.success ? undefined : parsed.error.issues[0]?.message);
              if (parsed.success) change.mutate(parsed.data);
            }}
          >
            <FormField label={t('consent.wait.parentEmail')} error={emailError}>
              <Input
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={change.isPending} className="justify-self-start">
              {change.isPending ? t('contact.sending') : t('consent.wait.sendHere')}
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
