import { SpeakButton } from '#web/components/speak-button.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { Sprouty } from '../scenes/sprouty.tsx';

export interface PlayRestingProps {
  /** The server's kind words: why games rest and when play opens again. */
  message: string;
}

/**
 * Shown instead of a round the server would not start for this child (quiet hours, the day's
 * game minutes used): Sprouty, the words, and a speaker, as many players cannot read yet.
 */
export function PlayResting({ message }: PlayRestingProps) {
  const t = useT();
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl bg-muted p-4">
      <Sprouty mood="comfort" />
      <p className="min-w-0 flex-1 text-lg font-bold">{message}</p>
      <SpeakButton text={message} label={t('games.speak.resting')} />
    </div>
  );
}
