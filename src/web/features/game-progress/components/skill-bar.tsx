import { cn } from '#web/lib/utils.ts';
import { formatSkill, skillBarPercent } from '../views/progress-view.ts';

export interface SkillBarProps {
  /** 0 to 10. */
  level: number;
  className?: string;
  label?: string;
}

/** Skill level out of 10 as a bar of level × 10 percent (docs/product.md#constants-and-limits). */
export function SkillBar({ level, className, label = 'Skill level' }: SkillBarProps) {
  const percent = skillBarPercent(level);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-bold">{label}</span>
        <span className="font-extrabold text-primary">{formatSkill(level)} / 10</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={10}
        aria-valuenow={Number(formatSkill(level))}
        aria-valuetext={`${formatSkill(level)} out of 10`}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
