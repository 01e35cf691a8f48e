import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type LessonNote,
  LessonNoteInputSchema,
  MAX_PRACTICE_ITEMS,
  NOTE_TEXT_MAX,
  type PracticeInput,
} from '#contract/lesson-notes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useSaveSessionNote } from '../api/save-session-note.ts';

/** A game a tutor may set, with its levels (from the game catalog). */
export interface PracticeGameOption {
  id: number;
  title: string;
  levels: { level: number; name: string }[];
}
/** An article a tutor may set (from the articles list). */
export interface PracticeArticleOption {
  id: number;
  title: string;
}

/** An item as the form holds it: a game and level or an article, maybe not chosen yet. */
type Draft =
  | { key: number; kind: 'game'; gameId: number | null; level: number | null }
  | { key: number; kind: 'article'; articleId: number | null; search: string };

export interface LessonNoteEditorProps {
  sessionId: number;
  /** The note already posted, to edit; null for a new one. */
  note: LessonNote | null;
  games: PracticeGameOption[];
  articles: PracticeArticleOption[];
  onSaved?: (note: LessonNote) => void;
}

let nextKey = 1;
function draftsOf(note: LessonNote | null): Draft[] {
  return (note?.practice ?? []).map((p) =>
    p.kind === 'game'
      ? { key: nextKey++, kind: 'game', gameId: p.gameId, level: p.level }
      : { key: nextKey++, kind: 'article', articleId: p.articleId, search: '' },
  );
}

/** The drafts as the call's body; an item not chosen yet is sent as it is, for the contract to refuse. */
function practiceOf(drafts: Draft[]): PracticeInput[] {
  return drafts.map((d) =>
    d.kind === 'game'
      ? { kind: 'game', gameId: d.gameId ?? 0, level: d.level ?? 0 }
      : { kind: 'article', articleId: d.articleId ?? 0 },
  );
}

/** Messages by field path ("text", "practice", "practice.0.gameId"). */
type Errors = Record<string, string>;

/** What is wrong with an item, on the field it is about (the game, the level or the article). */
type DraftError = { field: 'gameId' | 'level' | 'articleId'; message: string } | undefined;

function draftError(d: Draft, i: number, errors: Errors, t: Translate): DraftError {
  const server = (field: 'gameId' | 'level' | 'articleId'): DraftError => {
    const message = errors[`practice.${i}.${field}`];
    return message ? { field, message } : undefined;
  };
  if (d.kind === 'game') {
    if (d.gameId === null) return { field: 'gameId', message: t('notes.editor.chooseGame') };
    if (d.level === null) return { field: 'level', message: t('notes.editor.chooseLevel') };
    return server('gameId') ?? server('level');
  }
  if (d.articleId === null) return { field: 'articleId', message: t('notes.editor.chooseArticle') };
  return server('articleId');
}

function PracticeDraftRow({
  draft,
  index,
  games,
  articles,
  error,
  onChange,
  onRemove,
}: {
  draft: Draft;
  index: number;
  games: PracticeGameOption[];
  articles: PracticeArticleOption[];
  error: DraftError;
  onChange: (draft: Draft) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  const t = useT();
  const errorOn = (field: NonNullable<DraftError>['field']) =>
    error?.field === field ? error.message : undefined;
  const game = draft.kind === 'game' ? games.find((g) => g.id === draft.gameId) : undefined;
  const found =
    draft.kind === 'article'
      ? articles.filter((a) => a.title.toLowerCase().includes(draft.search.trim().toLowerCase()))
      : [];
  return (
    <li className="grid gap-3 rounded-2xl border-2 border-input p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold">{t('notes.editor.item', { number })}</span>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden /> {t('notes.editor.removeItem', { number })}
        </Button>
      </div>
      {draft.kind === 'game' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('notes.editor.gameFor', { number })} error={errorOn('gameId')}>
            <NativeSelect
              value={draft.gameId ?? ''}
              onChange={(e) =>
                onChange({ ...draft, gameId: e.target.value ? Number(e.target.value) : null, level: null })
              }
            >
              <option value="">{t('notes.editor.chooseGame')}</option>
              {games.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('notes.editor.levelFor', { number })} error={errorOn('level')}>
            <NativeSelect
              value={draft.level ?? ''}
              disabled={!game}
              onChange={(e) => onChange({ ...draft, level: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">
                {game ? t('notes.editor.chooseLevel') : t('notes.editor.chooseGameFirst')}
              </option>
              {game?.levels.map((l) => (
                <option key={l.level} value={l.level}>
                  {t('notes.editor.levelName', { level: l.level, name: l.name })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('notes.editor.searchFor', { number })}>
            <Input
              type="search"
              value={draft.search}
              onChange={(e) => onChange({ ...draft, search: e.target.value })}
            />
          </FormField>
          <FormField label={t('notes.editor.articleFor', { number })} error={errorOn('articleId')}>
            <NativeSelect
              value={draft.articleId ?? ''}
              onChange={(e) =>
                onChange({ ...draft, articleId: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">
                {found.length === 0 ? t('notes.editor.noMatch') : t('notes.editor.chooseArticle')}
              </option>
              {/* The chosen one stays listed while the search hides it. */}
              {articles
                .filter((a) => a.id === draft.articleId || found.includes(a))
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.title}
                  </option>
                ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
    </li>
  );
}

/**
 * The tutor's note after a completed lesson: the text (with its count) and up to three things to
 * practise, each a level of a game or an article (docs/tutoring.md#notes-and-practice-after-a-lesson).
 */
export function LessonNoteEditor({ sessionId, note, games, articles, onSaved }: LessonNoteEditorProps) {
  const [text, setText] = useState(note?.text ?? '');
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(note));
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const t = useT();
  const save = useSaveSessionNote(sessionId, {
    onSuccess: (saved) => {
      toast({ title: note ? t('notes.editor.updated') : t('notes.editor.posted'), variant: 'success' });
      onSaved?.(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length > 0)
        setErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
      else
        toast({
          title: error.message || t('notes.editor.saveFailed'),
          variant: 'destructive',
        });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const body = { text, practice: practiceOf(drafts) };
    const parsed = LessonNoteInputSchema.safeParse(body);
    const unchosen = drafts.some((d) =>
      d.kind === 'game' ? d.gameId === null || d.level === null : d.articleId === null,
    );
    if (!parsed.success || unchosen) {
      setErrors(
        Object.fromEntries(
          (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const update = (key: number, next: Draft) => setDrafts((all) => all.map((d) => (d.key === key ? next : d)));
  const add = (kind: Draft['kind']) =>
    setDrafts((all) => [
      ...all,
      kind === 'game'
        ? { key: nextKey++, kind, gameId: null, level: null }
        : { key: nextKey++, kind, articleId: null, search: '' },
    ]);
  const full = drafts.length >= MAX_PRACTICE_ITEMS;
  const length = text.trim().length;

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <FormField
        label={t('notes.editor.text')}
        error={errors.text}
        hint={t('notes.editor.count', { length, max: NOTE_TEXT_MAX })}
      >
        <Textarea
          value={text}
          maxLength={NOTE_TEXT_MAX + 100}
          onChange={(e) => {
            setText(e.target.value);
            // A message about the text stays only until the text changes.
            setErrors(({ text: _said, ...rest }) => rest);
          }}
        />
      </FormField>
      {errors.text ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('notes.editor.count', { length, max: NOTE_TEXT_MAX })}
        </p>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-extrabold">
          {t('notes.editor.practice', { max: MAX_PRACTICE_ITEMS })}
        </legend>
        {drafts.length === 0 ? (
          <p className="text-muted-foreground">{t('notes.editor.noPractice')}</p>
        ) : (
          <ol className="grid gap-3">
            {drafts.map((d, i) => (
              <PracticeDraftRow
                key={d.key}
                draft={d}
                index={i}
                games={games}
                articles={articles}
                error={tried ? draftError(d, i, errors, t) : undefined}
                onChange={(next) => update(d.key, next)}
                onRemove={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
              />
            ))}
          </ol>
        )}
        {errors.practice ? (
          <p role="alert" className="text-sm font-semibold text-destructive">
            {errors.practice}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={full} onClick={() => add('game')}>
            <Plus aria-hidden /> {t('notes.editor.addGame')}
          </Button>
          <Button type="button" variant="outline" disabled={full} onClick={() => add('article')}>
            <Plus aria-hidden /> {t('notes.editor.addArticle')}
          </Button>
        </div>
        {full ? <p className="text-sm text-muted-foreground">{t('notes.editor.full')}</p> : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t('common.saving')
            : note
              ? t('notes.editor.saveChanges')
              : t('notes.editor.post')}
        </Button>
      </div>
    </form>
  );
}
