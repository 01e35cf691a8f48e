// The room's chat: the lines so far, new ones as they are said (over the live socket), and a box
// to write in. A line the server refuses (contact details in a child's lesson, too many) is said
// beside the box in the reader's language, and the text stays to be changed.
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MESSAGE_MAX } from '#contract/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useI18n, useReadersWords } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { useLessonChat } from '../api/get-lesson-chat.ts';
import { useSendLessonChat } from '../api/send-lesson-chat.ts';
import { formatLessonTime } from './lesson-words.ts';

export function LessonChat({ sessionId }: { sessionId: number }) {
  const { t, locale } = useI18n();
  const chat = useLessonChat(sessionId);
  const send = useSendLessonChat(sessionId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const problemWords = useReadersWords(problem);
  const boxId = useId();
  const problemId = useId();
  const list = useRef<HTMLDivElement>(null);
  const count = chat.data?.messages.length ?? 0;

  useEffect(() => {
    // The newest line in view, as a chat does (count is what changed).
    if (count > 0 && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line) {
      setProblem(undefined);
      return;
    }
    send.mutate(line, {
      onSuccess: () => {
        setText('');
        setProblem(undefined);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <div className="grid gap-3">
      {chat.data === undefined ? (
        chat.isError ? (
          <ErrorState compact query={chat} title={t('lessons.chat.loadFailed')} />
        ) : (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        )
      ) : count === 0 ? (
        <p className="text-muted-foreground">{t('lessons.chat.empty')}</p>
      ) : (
        // The log is the scrolling box around the list: a list keeps its own role (axe refuses
        // role="log" on an <ol>, and its items then belong to no list), and the box takes focus
        // so the chat scrolls by keyboard.
        <div
          ref={list}
          role="log"
          aria-label={t('lessons.chat.log')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="max-h-80 overflow-y-auto rounded-2xl pe-1"
        >
          <ol className="grid gap-2">
            {chat.data.messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'grid gap-0.5 rounded-2xl p-3',
                  message.mine ? 'ms-6 bg-primary-soft' : 'me-6 bg-muted',
                )}
              >
                <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-bold">
                    {message.mine ? t('lessons.chat.me') : message.senderName}
                  </span>
                  <time dateTime={message.sentAt} className="text-muted-foreground">
                    {formatLessonTime(message.sentAt, locale)}
                  </time>
                </span>
                <span className="break-words whitespace-pre-wrap">{message.text}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <form className="grid gap-2" onSubmit={submit}>
        <label htmlFor={boxId} className="font-bold">
          {t('lessons.chat.label')}
        </label>
        <Textarea
          id={boxId}
          rows={2}
          maxLength={MESSAGE_MAX}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (as chats do).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
        />
        {problem ? (
          <p id={problemId} role="alert" className="text-sm font-bold text-destructive">
            {problemWords}
          </p>
        ) : null}
        <Button
          type="submit"
          size="sm"
          className="justify-self-end"
          disabled={send.isPending || !text.trim()}
        >
          <Send aria-hidden /> {t('lessons.chat.send')}
        </Button>
      </form>
    </div>
  );
}
