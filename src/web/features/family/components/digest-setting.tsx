// The weekly family digest e-mail on or off (docs/rules.md#parents-in-the-loop): where a parent who clicked
// "Unsubscribe" lands (`?digest=off`), is told it worked, and can turn it back on.

import { MailCheck, MailX } from 'lucide-react';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useDigestSetting, useSetDigestSetting } from '../api/digest-setting.ts';

export interface DigestSettingToggleProps {
  userId: number;
  /** The parent just came from the e-mail's Unsubscribe link: say what it did. */
  justUnsubscribed?: boolean;
  className?: string;
}

function UnsubscribeOutcome({ weeklyDigest }: { weeklyDigest: boolean }) {
  const Icon = weeklyDigest ? MailCheck : MailX;
  return (
    <p role="status" className="flex items-start gap-2 font-bold">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      {weeklyDigest
        ? 'The weekly e-mail is on again: the next one comes on Monday.'
        : "You won't get the weekly e-mail about your children any more. We'll still write when a request waits for your yes or a prize is on its way. Changed your mind? Turn it back on here."}
    </p>
  );
}

export function DigestSettingToggle({
  userId,
  justUnsubscribed = false,
  className,
}: DigestSettingToggleProps) {
  const setting = useDigestSetting(userId);
  const save = useSetDigestSetting(userId, {
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  if (setting.data === undefined) return null;
  return (
    <div
      className={cn(
        'grid gap-3 rounded-2xl px-4 py-3',
        justUnsubscribed ? 'border-2 border-primary bg-primary-soft' : 'bg-muted/60',
        className,
      )}
    >
      {justUnsubscribed ? <UnsubscribeOutcome weeklyDigest={setting.data.weeklyDigest} /> : null}
      <CheckboxField
        label="Send me a weekly e-mail about my children (Mondays)"
        checked={setting.data.weeklyDigest}
        disabled={save.isPending}
        onCheckedChange={(weeklyDigest) => save.mutate({ weeklyDigest })}
      />
    </div>
  );
}
