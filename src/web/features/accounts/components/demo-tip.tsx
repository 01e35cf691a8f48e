import { Lightbulb } from 'lucide-react';
import { useAppInfo } from '#web/lib/app-info.ts';
import { useT } from '#web/lib/i18n.tsx';

/** In demo mode, under the log-in and registration forms: how to try Sprout's roles. */
export function DemoTip() {
  const { data } = useAppInfo();
  const t = useT();
  if (!data?.demoMode) return null;
  return (
    <div className="mt-5 rounded-2xl bg-sun-soft p-4 text-sm text-sun-foreground">
      <p className="flex items-center gap-2 font-extrabold">
        <Lightbulb aria-hidden className="size-4" /> {t('auth.demoTip')}
      </p>
      <p className="mt-1">{t('auth.demoAdmin')}</p>
      {data.demoAccounts.length > 0 ? (
        <p className="mt-1">
          {t('auth.demoAccounts')}{' '}
          {data.demoAccounts.map((a, i) => (
            <span key={a.username}>
              {i > 0 ? ', ' : ''}
              <code className="font-bold">{a.username}</code>
            </span>
          ))}{' '}
          ({t('auth.demoPassword')} <code className="font-bold">{data.demoAccounts[0]?.password}</code>).
        </p>
      ) : null}
    </div>
  );
}
