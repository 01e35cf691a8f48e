import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type ContactMessageInput, ContactMessageInputSchema } from '#contract/contact.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { useUser } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const GENERIC_ERROR = 'There was a problem sending your message. Please try again.';

export interface ContactFormProps {
  onSent: () => void;
}

/** Name, Email, Subject, Message; a signed-in user's name and e-mail are filled in. */
export function ContactForm({ onSent }: ContactFormProps) {
  const { data: user } = useUser();
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
        title: 'Message Sent!',
        description: "Thank you for writing. We'll get back to you soon.",
        variant: 'success',
      });
      form.reset(blank);
      onSent();
    },
    onError: (error) => {
      showServerIssues(error, form.setError, ['name', 'email', 'subject', 'message']);
      const rateLimited = error instanceof ApiError && error.status === 429;
      toast({
        title: 'Error Sending Message',
        description: rateLimited ? error.message : GENERIC_ERROR,
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Contact form"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" placeholder="Your name" {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input placeholder="What is it about?" {...form.register('subject')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea className="min-h-40" placeholder="How can we help?" {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-fit">
        <Send aria-hidden /> {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
