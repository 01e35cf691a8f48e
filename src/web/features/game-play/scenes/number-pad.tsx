import { Delete } from 'lucide-react';
import { memo } from 'react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

export interface NumberPadProps {
  onKey: (key: string) => void;
  onBackspace: () => void;
  disabled?: boolean;
  className?: string;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '-', '0'];

/**
 * Big number keys for a phone, where the system keyboard would cover the question. Its twelve
 * keys are drawn again only when they change (an answer's frame is short on a slow phone).
 */
export const NumberPad = memo(function NumberPad({
  onKey,
  onBackspace,
  disabled = false,
  className,
}: NumberPadProps) {
  const t = useT();
  const key =
    'flex h-12 items-center justify-center rounded-2xl bg-muted text-2xl font-extrabold active:bg-primary-soft disabled:opacity-50';
  return (
    <fieldset className={cn('grid grid-cols-3 gap-2', className)}>
      <legend className="sr-only">{t('games.pad.legend')}</legend>
      {KEYS.map((k) => (
        <button
          key={k}
          type="button"
          className={key}
          disabled={disabled}
          onClick={() => onKey(k)}
          aria-label={k === '-' ? t('games.pad.minus') : k}
        >
          {k === '-' ? '−' : k}
        </button>
      ))}
      <button
        type="button"
        className={key}
        disabled={disabled}
        onClick={onBackspace}
        aria-label={t('games.pad.delete')}
      >
        <Delete aria-hidden className="size-7" />
      </button>
    </fieldset>
  );
});
