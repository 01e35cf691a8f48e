import { Gamepad2 } from 'lucide-react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

export interface GameImageProps {
  title: string;
  imageUrl: string | null;
  className?: string;
  eager?: boolean;
}

/** A game's flat illustration (it ships with the app), or a calm placeholder when it has none. */
export function GameImage({ title, imageUrl, className, eager = false }: GameImageProps) {
  const t = useT();
  if (!imageUrl) {
    return (
      <div
        role="img"
        aria-label={t('image.gameIllustration', { title })}
        className={cn(
          'flex aspect-[16/10] items-center justify-center bg-coral text-coral-strong',
          className,
        )}
      >
        <Gamepad2 aria-hidden className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={imageUrl}
      alt={t('image.gameIllustration', { title })}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-[16/10] w-full bg-muted object-cover', className)}
    />
  );
}
