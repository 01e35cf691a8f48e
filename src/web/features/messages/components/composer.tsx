// The message box: Enter sends, Shift+Enter starts a new line, a count to the limit, and the
// server's refusal (contact details in a child's conversation, the hourly limit) under the field.
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { MESSAGE_MAX } from '#contract/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useSendMessage } from '../api/send-message.ts';

export interface ComposerProps {
  conversationId: number;
  /** Who the message goes to, for the field's label. */
  toName: string;
}

export function Composer({ conversationId, toName }: ComposerProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX;
  const error = tooLong ? t('messages.tooLong', { max: MESSAGE_MAX }) : send.error?.message;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (trimmed === '' || tooLong || send.isPending) return;
    send.mutate({ text: trimmed }, { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 border-t pt-3">
      <Label htmlFor={id}>{t('messages.to', { name: toName })}</Label>
      <Textarea
        id={id}
        value={text}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
          if (send.isError) send.reset();
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        className="min-h-20 resize-y"
      />
      <div id={`${id}-help`} className="flex flex-wrap items-start justify-between gap-2 text-sm">
        {error ? (
          <p role="alert" className="font-semibold text-destructive">
            {error}
          </p>
        ) : (
          <p className="text-muted-foreground">{t('messages.enterSends')}</p>
        )}
        <span className={tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground'}>
          {trimmed.length}/{MESSAGE_MAX}
        </span>
      </div>
      <Button
        type="submit"
        className="justify-self-end"
        disabled={trimmed === '' || tooLong || send.isPending}
      >
        <Send aria-hidden /> {send.isPending ? t('contact.sending') : t('messages.send')}
      </Button>
    </form>
  );
}
