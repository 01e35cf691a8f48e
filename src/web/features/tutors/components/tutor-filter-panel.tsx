import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import {
  AVAILABILITY_FILTER_OPTIONS,
  GRADE_OPTIONS,
  SESSION_TYPE_FILTER_OPTIONS,
  SUBJECT_FILTER_OPTIONS,
} from '#contract/options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { NativeSelect } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import type { TutorFilters } from '../api/get-tutors.ts';

export interface TutorFilterPanelProps {
  /** The filters in the address; the panel starts from them (give it a `key` to reset it). */
  filters: TutorFilters;
  onApply: (filters: TutorFilters) => void;
}

const SELECTS: {
  key: 'subject' | 'grade' | 'availability' | 'sessionType';
  label: MessageKey;
  options: readonly string[];
}[] = [
  { key: 'subject', label: 'tutors.filter.subject', options: SUBJECT_FILTER_OPTIONS },
  { key: 'grade', label: 'tutors.filter.grade', options: GRADE_OPTIONS },
  { key: 'availability', label: 'tutors.filter.availability', options: AVAILABILITY_FILTER_OPTIONS },
  { key: 'sessionType', label: 'tutors.filter.sessionType', options: SESSION_TYPE_FILTER_OPTIONS },
];

/** The first option of each list ("All Subjects", "Any Time"...) means no filter: its value is empty. */
function optionValue(options: readonly string[], option: string): string {
  return option === options[0] ? '' : option;
}

/** Search box and four dropdowns; Apply Filters (or Enter) puts them in the address. */
export function TutorFilterPanel({ filters, onApply }: TutorFilterPanelProps) {
  const [draft, setDraft] = useState<TutorFilters>(filters);
  const id = useId();
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Card className="p-4 sm:p-5">
      <search>
        <form aria-label={t('tutors.filter.form')} onSubmit={submit} className="grid gap-4">
          <SearchField
            label={t('tutors.filter.search')}
            placeholder={t('tutors.filter.searchPlaceholder')}
            value={draft.q ?? ''}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            maxLength={100}
          />
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
            {SELECTS.map((select) => (
              <div key={select.key} className="grid gap-1.5">
                <Label htmlFor={`${id}-${select.key}`}>{t(select.label)}</Label>
                <NativeSelect
                  id={`${id}-${select.key}`}
                  value={draft[select.key] ?? ''}
                  onChange={(e) => setDraft({ ...draft, [select.key]: e.target.value })}
                >
                  {/* A value from an edited address that is not an option still shows as chosen. */}
                  {draft[select.key] && !select.options.includes(draft[select.key] ?? '') ? (
                    <option value={draft[select.key]}>{draft[select.key]}</option>
                  ) : null}
                  {select.options.map((option) => (
                    <option key={option} value={optionValue(select.options, option)}>
                      {optionLabel(t, option)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
            <Button type="submit" className="col-span-2 lg:col-span-1">
              <SlidersHorizontal aria-hidden /> {t('tutors.filter.apply')}
            </Button>
          </div>
        </form>
      </search>
    </Card>
  );
}
