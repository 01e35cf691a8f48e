import type { Tutor } from '#contract/tutors.ts';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

export interface TutorAvatarProps {
  tutor: Pick<Tutor, 'name' | 'imageUrl'>;
  /** Rendered size in CSS pixels (the images are square). */
  size: number;
  className?: string;
  /** The first screen's image loads at once; the others when scrolled to. */
  eager?: boolean;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** A tutor's portrait, or their initials when they have no image. */
export function TutorAvatar({ tutor, size, className, eager }: TutorAvatarProps) {
  const t = useT();
  if (!tutor.imageUrl) {
    return (
      <span
        role="img"
        aria-label={t('tutors.initialsOf', { name: tutor.name })}
        style={{ width: size, height: size }}
        className={cn(
          'grid shrink-0 place-items-center rounded-2xl bg-primary-soft font-black text-primary',
          className,
        )}
      >
        <span aria-hidden style={{ fontSize: size / 3 }}>
          {initials(tutor.name)}
        </span>
      </span>
    );
  }
  return (
    <img
      src={tutor.imageUrl}
      alt={t('tutors.portraitOf', { name: tutor.name })}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('shrink-0 rounded-2xl bg-primary-soft object-cover', className)}
      style={{ width: size, height: size }}
    />
  );
}
