// The weekly family digest e-mail on or off (docs/rules.md#parents-in-the-loop): where a parent who clicked
// "Unsubscribe" lands (`?digest=off`), is told it worked, and can turn it back on.

import { MailCheck, MailX } from 'lucide-react';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { useT } from '#web/lib/i18n.tsx';
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
  const t = useT();
  return (
    <p role="status" className="flex items-start gap-2 font-bold">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      {weeklyDigest ? t('family.digest.onAgain') : t('family.digest.off')}
    </p>
  );
}

export function DigestSettingToggle({
  userId,
  justUnsubscribed = false,
  className,
}: DigestSettingToggleProps) {
  const setting = useDigestSetting(userId);
  const t = useT();
  const save = useSetDigestSetting(userId, {
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
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
        label={t('family.digest.label')}
        checked={setting.data.weeklyDigest}
        disabled={save.isPending}
        onCheckedChange={(weeklyDigest) => save.mutate({ weeklyDigest })}
      />
    </div>
  );
}
