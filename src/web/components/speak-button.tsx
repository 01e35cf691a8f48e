import { Volume2, VolumeX } from 'lucide-react';
import { memo } from 'react';
import { catalogOf } from '#contract/i18n/locales.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { speak, spokenText, useHasVoice } from '#web/lib/speech.ts';
import { cn } from '#web/lib/utils.ts';

export interface SpeakButtonProps {
  /** What is said, in the page's language. */
  text: string;
  /** What the button reads, in the page's language, e.g. "the question". */
  label: string;
  className?: string;
}

// Made once: React skips an element it is handed again unchanged, so a new question's speakers
// change their words without drawing their icons again (docs/benchmarks.md#play).
const VOICE_ICON = <Volume2 aria-hidden className="size-6" />;
const NO_VOICE_ICON = <VolumeX aria-hidden className="size-6" />;

/**
 * A speaker beside a question, a choice or feedback, speaking with a voice of the page's language;
 * where the browser has none for it, it says so. Drawn again only when its words change (a round
 * has several, and an answer's frame is short).
 */
export const SpeakButton = memo(function SpeakButton({ text, label, className }: SpeakButtonProps) {
  const { locale, t } = useI18n();
  const language = catalogOf(locale);
  const voice = useHasVoice(language);
  return (
    <button
      type="button"
      aria-label={voice ? t('speech.hear', { label }) : t('speech.hearNoVoice', { label })}
      title={voice ? undefined : t('speech.noVoice')}
      aria-disabled={!voice}
      onClick={() => {
        if (voice) speak(spokenText(text, language), language);
      }}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-card text-sky-strong shadow-sm hover:bg-sky aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground',
        className,
      )}
    >
      {voice ? VOICE_ICON : NO_VOICE_ICON}
    </button>
  );
});
