import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { ChangeParentEmailInputSchema } from '#contract/consent.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useChangeParentEmail } from '../api/change-parent-email.ts';
import { useMyConsent } from '../api/get-my-consent.ts';
import { useResendConsent } from '../api/resend-consent.ts';

const failed = (error: Error) =>
  toast({ title: 'Error', description: error.message, variant: 'destructive' });

/** The dashboard of a child under 13 whose parent has not said yes yet. */
export function WaitingForParent({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const request = useMyConsent(userId, true);
  const [changing, setChanging] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const resend = useResendConsent({
    onSuccess: () => toast({ title: 'E-mail sent', description: 'We sent the e-mail to your parent again.' }),
    onError: failed,
  });
  const change = useChangeParentEmail({
    onSuccess: () => {
      setChanging(false);
      setEmail('');
      toast({ title: 'E-mail sent', description: 'We sent the e-mail to the new address.' });
    },
    onError: failed,
  });
  return (
    <Card className="border-2 border-sun">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Hourglass aria-hidden className="size-6" /> Waiting for a parent to say yes
        </CardTitle>
        <CardDescription>
          {request.data
            ? `We e-mailed ${request.data.parentEmail}. Until a parent says yes you can read and play. If nobody answers by ${formatDate(request.data.deleteAt, timeZone)}, the account is deleted.`
            : 'We e-mailed your parent. Until a parent says yes you can read and play.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending...' : 'Send the e-mail again'}
          </Button>
          <Button variant="outline" aria-expanded={changing} onClick={() => setChanging((v) => !v)}>
            Change the parent's e-mail
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
            <FormField label="A parent's e-mail" error={emailError}>
              <Input
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={change.isPending} className="justify-self-start">
              {change.isPending ? 'Sending...' : 'Send to this address'}
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
