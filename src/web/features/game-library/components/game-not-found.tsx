import { Gamepad2 } from 'lucide-react';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';

/** An unknown or malformed game id: a friendly way back to the library. */
export function GameNotFound() {
  return (
    <NotFoundScreen
      icon={Gamepad2}
      title="Game not found"
      description="We couldn't find that game. It may have moved, but there are plenty more to play!"
      back={{ href: '/games', label: 'See all games' }}
    />
  );
}
