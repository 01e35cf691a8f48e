import { Gamepad2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';

/** An unknown or malformed game id: a friendly way back to the library. */
export function GameNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <span className="rounded-full bg-coral p-5 text-coral-strong">
        <Gamepad2 aria-hidden className="size-10" />
      </span>
      <h1 className="text-3xl sm:text-4xl">Game not found</h1>
      <p className="max-w-md text-lg text-muted-foreground">
        We couldn't find that game. It may have moved, but there are plenty more to play!
      </p>
      <Button asChild>
        <Link href="/games">See all games</Link>
      </Button>
    </div>
  );
}
