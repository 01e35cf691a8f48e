import { Lightbulb } from 'lucide-react';
import { useAppInfo } from '#web/lib/app-info.ts';

/** In demo mode, under the log-in and registration forms: how to try Sprout's roles. */
export function DemoTip() {
  const { data } = useAppInfo();
  if (!data?.demoMode) return null;
  return (
    <div className="mt-5 rounded-2xl bg-sun-soft p-4 text-sm text-sun-foreground">
      <p className="flex items-center gap-2 font-extrabold">
        <Lightbulb aria-hidden className="size-4" /> Demo tip
      </p>
      <p className="mt-1">Any username ending with "-admin" is granted admin privileges.</p>
      {data.demoAccounts.length > 0 ? (
        <p className="mt-1">
          Or try a demo account:{' '}
          {data.demoAccounts.map((a, i) => (
            <span key={a.username}>
              {i > 0 ? ', ' : ''}
              <code className="font-bold">{a.username}</code>
            </span>
          ))}{' '}
          (password <code className="font-bold">{data.demoAccounts[0]?.password}</code>).
        </p>
      ) : null}
    </div>
  );
}
