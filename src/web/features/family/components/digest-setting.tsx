// The weekly family digest e-mail on or off (DESIGN section 12): where a parent who clicked
// "Unsubscribe" turns it back on.

import { useId } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useDigestSetting, useSetDigestSetting } from '../api/digest-setting';

export function DigestSettingToggle({ userId }: { userId: number }) {
  const id = useId();
  const setting = useDigestSetting(userId);
  const save = useSetDigestSetting(userId, {
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  if (setting.data === undefined) return null;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-muted/60 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-primary"
        checked={setting.data.weeklyDigest}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ weeklyDigest: event.target.checked })}
      />
      <Label htmlFor={id} className="text-base">
        Send me a weekly e-mail about my children (Mondays)
      </Label>
    </div>
  );
}
