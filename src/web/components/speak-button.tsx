import { Volume2, VolumeX } from 'lucide-react';
import { memo } from 'react';
import { speak, spokenText, useHasVoice } from '#web/lib/speech.ts';
import { cn } from '#web/lib/utils.ts';

export interface SpeakButtonProps {
  /** What is said. */
  text: string;
  /** What the button reads, e.g. "the question". */
  label: string;
  className?: string;
}

/**
 * A speaker beside a question, a choice or feedback; where the browser has no voice it says so.
 * Drawn again only when its words change (a round has several, and an answer's frame is short).
 */
export const SpeakButton = memo(function SpeakButton({ text, label, className }: SpeakButtonProps) {
  const voice = useHasVoice();
  return (
    <button
      type="button"
      aria-label={voice ? `Hear ${label}` : `Hear ${label}: this browser has no voice to read aloud`}
      title={voice ? undefined : 'This browser has no voice to read aloud'}
      aria-disabled={!voice}
      onClick={() => {
        if (voice) speak(spokenText(text));
      }}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-card text-sky-strong shadow-sm hover:bg-sky aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground',
        className,
      )}
    >
      {voice ? <Volume2 aria-hidden className="size-6" /> : <VolumeX aria-hidden className="size-6" />}
    </button>
  );
});
