import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { formatSkill, skillBarPercent } from '../views/progress-view.ts';

export interface SkillBarProps {
  /** 0 to 10. */
  level: number;
  className?: string;
  label?: string;
}

/** Skill level out of 10 as a bar of level × 10 percent (docs/product.md#constants-and-limits). */
export function SkillBar({ level, className, label }: SkillBarProps) {
  const percent = skillBarPercent(level);
  const t = useT();
  const name = label ?? t('progress.skillLevel');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-bold">{name}</span>
        <span className="font-extrabold text-primary">{formatSkill(level)} / 10</span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={10}
        aria-valuenow={Number(formatSkill(level))}
        aria-valuetext={t('progress.outOf10', { skill: formatSkill(level) })}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
