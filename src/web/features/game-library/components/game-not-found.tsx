import { Gamepad2 } from 'lucide-react';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** An unknown or malformed game id: a friendly way back to the library. */
export function GameNotFound() {
  const t = useT();
  return (
    <NotFoundScreen
      icon={Gamepad2}
      title={t('games.notFound.title')}
      description={t('games.notFound.text')}
      back={{ href: '/games', label: t('games.library.seeAll') }}
    />
  );
}
