import { Gamepad2, GraduationCap, Sprout } from 'lucide-react';
import { useT } from '#web/lib/i18n.tsx';

/** Beside the log-in and registration forms on a wide screen: what an account brings. */
export function AuthPromo() {
  const t = useT();
  return (
    <aside className="hidden flex-col justify-center gap-8 rounded-[2rem] bg-primary p-10 text-primary-foreground lg:flex">
      <div>
        <Sprout aria-hidden className="size-12 text-sun" />
        <h2 className="mt-4 text-3xl">{t('auth.promoTitle')}</h2>
        <p className="mt-3 text-lg text-primary-foreground-soft">{t('auth.promoLead')}</p>
      </div>
      <ul className="grid gap-5">
        <li className="flex gap-4">
          <span className="rounded-2xl bg-primary-hover p-3">
            <GraduationCap aria-hidden className="size-6" />
          </span>
          <div>
            <p className="text-lg font-extrabold">{t('auth.promoTutors')}</p>
            <p className="text-primary-foreground-soft">{t('auth.promoTutorsText')}</p>
          </div>
        </li>
        <li className="flex gap-4">
          <span className="rounded-2xl bg-primary-hover p-3">
            <Gamepad2 aria-hidden className="size-6" />
          </span>
          <div>
            <p className="text-lg font-extrabold">{t('auth.promoGames')}</p>
            <p className="text-primary-foreground-soft">{t('auth.promoGamesText')}</p>
          </div>
        </li>
      </ul>
    </aside>
  );
}
