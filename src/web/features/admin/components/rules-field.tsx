// A game's levels and badges with their rules: the game's data, so a game added here is playable
// at once. The round's other rules (scores per answer, time limits) keep their defaults.

import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { type Badge, type BadgeRule, DIFFICULTIES, type GameRules } from '#contract/game-rules.ts';
import { type ArithmeticRules, OPERATIONS, type Operation } from '#contract/game-rules-schema.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { DIFFICULTY_KEYS } from '#web/components/difficulty-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input, NativeSelect } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { FormValues } from '../admin-views.ts';

type RuleKind = BadgeRule['kind'];

/** Each badge rule: its label and the one number it takes (if any), with a sensible start. */
const RULES: Record<RuleKind, { label: MessageKey; param: boolean; start: number }> = {
  'first-round': { label: 'admin.rules.rule.firstRound', param: false, start: 0 },
  'score-at-least': { label: 'admin.rules.rule.scoreAtLeast', param: true, start: 100 },
  'correct-in-round': { label: 'admin.rules.rule.correctInRound', param: true, start: 10 },
  'perfect-round': { label: 'admin.rules.rule.perfectRound', param: true, start: 5 },
  'plays-at-least': { label: 'admin.rules.rule.playsAtLeast', param: true, start: 5 },
  'levels-completed': { label: 'admin.rules.rule.levelsCompleted', param: true, start: 1 },
  'skill-at-least': { label: 'admin.rules.rule.skillAtLeast', param: true, start: 7 },
};
const RULE_KINDS: RuleKind[] = [
  'first-round',
  'score-at-least',
  'correct-in-round',
  'perfect-round',
  'plays-at-least',
  'levels-completed',
  'skill-at-least',
];

function ruleOf(kind: RuleKind, value: number): BadgeRule {
  switch (kind) {
    case 'first-round':
      return { kind };
    case 'score-at-least':
      return { kind, score: value };
    case 'correct-in-round':
      return { kind, count: value };
    case 'perfect-round':
      return { kind, minQuestions: value };
    case 'plays-at-least':
      return { kind, plays: value };
    case 'levels-completed':
      return { kind, count: value };
    case 'skill-at-least':
      return { kind, skill: value };
  }
}

function ruleValue(rule: BadgeRule): number {
  switch (rule.kind) {
    case 'first-round':
      return 0;
    case 'score-at-least':
      return rule.score;
    case 'correct-in-round':
    case 'levels-completed':
      return rule.count;
    case 'perfect-round':
      return rule.minQuestions;
    case 'plays-at-least':
      return rule.plays;
    case 'skill-at-least':
      return rule.skill;
  }
}

function isRules(value: unknown): value is GameRules {
  return typeof value === 'object' && value !== null && 'levels' in value && 'badges' in value;
}

export interface RulesFieldProps {
  form: UseFormReturn<FormValues>;
  error: string | undefined;
  className?: string;
}

export function RulesField({ form, error, className }: RulesFieldProps) {
  const t = useT();
  const { field } = useController({ name: 'rules', control: form.control });
  if (!isRules(field.value)) return null;
  const rules = field.value;
  const set = (next: Partial<GameRules>) => field.onChange({ ...rules, ...next });
  const num = (text: string) => Number.parseInt(text, 10) || 0;

  const setLevel = (i: number, patch: Partial<GameRules['levels'][number]>) =>
    set({ levels: rules.levels.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const addLevel = () =>
    set({
      levels: [
        ...rules.levels,
        {
          level: rules.levels.length + 1,
          // The level's name is the game's data (English, as the game's other words), not the page's.
          name: `Level ${rules.levels.length + 1}`,
          difficulty: 'easy',
          questions: 10,
          passCorrect: 8,
        },
      ],
    });
  const removeLevel = (i: number) =>
    set({ levels: rules.levels.filter((_, j) => j !== i).map((l, j) => ({ ...l, level: j + 1 })) });
  const setBadge = (i: number, badge: Badge) =>
    set({ badges: rules.badges.map((b, j) => (j === i ? badge : b)) });

  return (
    <fieldset className={cn('grid gap-4 rounded-2xl border-2 border-input p-4', className)}>
      <legend className="px-1 text-sm font-bold">{t('admin.field.rules')}</legend>
      <div className="grid gap-2">
        <h3 className="font-extrabold">{t('admin.rules.levels')}</h3>
        {rules.levels.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.rules.noLevels')}</p>
        ) : null}
        {rules.levels.map((level, i) => (
          <div
            key={level.level}
            className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_8rem_6rem_6rem_auto] sm:items-end"
          >
            <LabelledInput
              label={t('admin.rules.levelName', { number: i + 1 })}
              value={level.name}
              onChange={(v) => setLevel(i, { name: v })}
            />
            <LabelledSelect
              label={t('admin.rules.difficulty')}
              value={level.difficulty}
              options={DIFFICULTIES.map((d) => ({ value: d, label: t(DIFFICULTY_KEYS[d]) }))}
              onChange={(v) => setLevel(i, { difficulty: DIFFICULTIES.find((d) => d === v) ?? 'easy' })}
            />
            <LabelledInput
              label={t('admin.rules.questions')}
              inputMode="numeric"
              value={String(level.questions)}
              onChange={(v) => setLevel(i, { questions: num(v) })}
            />
            <LabelledInput
              label={t('admin.rules.toPass')}
              inputMode="numeric"
              value={String(level.passCorrect)}
              onChange={(v) => setLevel(i, { passCorrect: num(v) })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('admin.rules.removeLevel', { number: i + 1 })}
              onClick={() => removeLevel(i)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={addLevel}>
          <Plus aria-hidden /> {t('admin.rules.addLevel')}
        </Button>
      </div>
      {form.watch('skillType') === 'arithmetic' ? (
        <ArithmeticChoice value={rules.arithmetic} onChange={(arithmetic) => set({ arithmetic })} />
      ) : null}
      <div className="grid gap-2">
        <h3 className="font-extrabold">{t('admin.rules.badges')}</h3>
        {rules.badges.map((badge, i) => {
          const meta = RULES[badge.rule.kind];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: badges have no id; their place is who they are while edited
            <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_6rem_auto] sm:items-end">
              <LabelledInput
                label={t('admin.rules.badgeName', { number: i + 1 })}
                value={badge.name}
                onChange={(v) => setBadge(i, { ...badge, name: v })}
              />
              <LabelledSelect
                label={t('admin.rules.earnedBy')}
                value={badge.rule.kind}
                options={RULE_KINDS.map((k) => ({ value: k, label: t(RULES[k].label) }))}
                onChange={(v) => {
                  const kind = RULE_KINDS.find((k) => k === v) ?? 'first-round';
                  setBadge(i, { ...badge, rule: ruleOf(kind, RULES[kind].start) });
                }}
              />
              {meta.param ? (
                <LabelledInput
                  label={t('admin.rules.number')}
                  inputMode="decimal"
                  value={String(ruleValue(badge.rule))}
                  onChange={(v) => setBadge(i, { ...badge, rule: ruleOf(badge.rule.kind, Number(v) || 0) })}
                />
              ) : (
                <span />
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('admin.rules.removeBadge', { number: i + 1 })}
                onClick={() => set({ badges: rules.badges.filter((_, j) => j !== i) })}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => set({ badges: [...rules.badges, { name: '', rule: { kind: 'first-round' } }] })}
        >
          <Plus aria-hidden /> {t('admin.rules.addBadge')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const OPERATION_LABELS: Record<Operation, MessageKey> = {
  '+': 'admin.rules.op.add',
  '-': 'admin.rules.op.subtract',
  '*': 'admin.rules.op.multiply',
  '/': 'admin.rules.op.divide',
};

/**
 * An arithmetic game's operations and numbers (a times-table game asks only ×). None chosen:
 * the questions grow with the level, as before.
 */
function ArithmeticChoice({
  value,
  onChange,
}: {
  value: ArithmeticRules | undefined;
  onChange: (value: ArithmeticRules | undefined) => void;
}) {
  const t = useT();
  const current = value ?? { operations: [], min: 0, max: 20 };
  const toggle = (op: Operation, on: boolean) => {
    const operations = OPERATIONS.filter((o) => (o === op ? on : current.operations.includes(o)));
    onChange(operations.length > 0 ? { ...current, operations } : undefined);
  };
  const setNumber = (key: 'min' | 'max', text: string) =>
    value && onChange({ ...value, [key]: Number.parseInt(text, 10) || 0 });
  return (
    <fieldset className="grid gap-2">
      <legend className="font-extrabold">{t('admin.rules.sums')}</legend>
      <p className="text-sm text-muted-foreground">{t('admin.rules.sumsHint')}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {OPERATIONS.map((op) => (
          <label key={op} className="flex items-center gap-2 text-sm font-bold">
            <input
              type="checkbox"
              checked={current.operations.includes(op)}
              onChange={(e) => toggle(op, e.target.checked)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {t(OPERATION_LABELS[op])}
          </label>
        ))}
      </div>
      {value ? (
        <div className="grid grid-cols-2 gap-2 sm:max-w-xs">
          <LabelledInput
            label={t('admin.rules.smallest')}
            inputMode="numeric"
            value={String(value.min)}
            onChange={(v) => setNumber('min', v)}
          />
          <LabelledInput
            label={t('admin.rules.largest')}
            inputMode="numeric"
            value={String(value.max)}
            onChange={(v) => setNumber('max', v)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

function LabelledInput({
  label,
  value,
  onChange,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <Input id={id} value={value} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function LabelledSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
