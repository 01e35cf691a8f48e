import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type ContactMessageInput, ContactMessageInputSchema } from '#contract/contact.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { useUser } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

export interface ContactFormProps {
  onSent: () => void;
}

/** Name, Email, Subject, Message; a signed-in user's name and e-mail are filled in. */
export function ContactForm({ onSent }: ContactFormProps) {
  const { data: user } = useUser();
  const t = useT();
  const blank = { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' };
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(ContactMessageInputSchema),
    defaultValues: blank,
    // The user is often known only after the form is drawn: fill in what the sender has not typed.
    values: blank,
    resetOptions: { keepDirtyValues: true },
  });
  const send = useSendContactMessage({
    onSuccess: () => {
      toast({
        title: t('contact.sentTitle'),
        description: t('contact.sentText'),
        variant: 'success',
      });
      form.reset(blank);
      onSent();
    },
    onError: (error) => {
      showServerIssues(error, form.setError, ['name', 'email', 'subject', 'message']);
      const rateLimited = error instanceof ApiError && error.status === 429;
      toast({
        title: t('contact.failedTitle'),
        description: rateLimited ? error.message : t('contact.failedText'),
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('contact.form')}
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('contact.name')} error={errors.name?.message}>
          <Input autoComplete="name" placeholder={t('contact.namePlaceholder')} {...form.register('name')} />
        </FormField>
        <FormField label={t('contact.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('contact.emailPlaceholder')}
            {...form.register('email')}
          />
        </FormField>
      </div>
      <FormField label={t('contact.subject')} error={errors.subject?.message}>
        <Input placeholder={t('contact.subjectPlaceholder')} {...form.register('subject')} />
      </FormField>
      <FormField label={t('contact.message')} error={errors.message?.message}>
        <Textarea
          className="min-h-40"
          placeholder={t('contact.messagePlaceholder')}
          {...form.register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-fit">
        <Send aria-hidden /> {send.isPending ? t('contact.sending') : t('contact.sendButton')}
      </Button>
    </form>
  );
}
