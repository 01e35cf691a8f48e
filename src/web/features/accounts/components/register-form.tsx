import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import {
  birthYearOptions,
  isUnderConsentAge,
  RegisterFormSchema,
  type RegisterForm as RegisterFormValues,
} from '#contract/accounts.ts';
import { catalogOf } from '#contract/i18n/locales.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect } from '#web/components/ui/input.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { toRegisterInput, useRegister } from '../api/register.ts';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, locale } = useI18n();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  const register = useRegister({
    onSuccess: () => {
      toast({
        title: t('auth.registered'),
        description: t('auth.registeredText'),
        variant: 'success',
      });
      onSignedIn();
    },
    onError: (error) => {
      showServerIssues(error, form.setError, ['name', 'username', 'email', 'password', 'birthYear']);
      toast({
        title: t('auth.registerFailed'),
        description: error.message,
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  // The age screen is neutral: only once a year is chosen does the e-mail field say whose it is.
  const now = new Date();
  const birthYear = useWatch({ control: form.control, name: 'birthYear' });
  const child = isUnderConsentAge(birthYear, now);
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        // The account starts in the language it registered in (docs/architecture.md#languages).
        register.mutate({ ...toRegisterInput(values), locale: catalogOf(locale) }),
      )}
    >
      <FormField label={t('auth.name')} error={errors.name?.message}>
        <Input autoComplete="name" placeholder={t('auth.namePlaceholder')} {...form.register('name')} />
      </FormField>
      <FormField label={t('auth.username')} error={errors.username?.message} hint={t('auth.usernameHint')}>
        <Input autoComplete="username" placeholder={t('auth.pickUsername')} {...form.register('username')} />
      </FormField>
      <FormField label={t('auth.birthYear')} error={errors.birthYear?.message}>
        <NativeSelect
          defaultValue=""
          {...form.register('birthYear', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
        >
          <option value="" disabled>
            {t('auth.chooseYear')}
          </option>
          {birthYearOptions(now).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={child ? t('auth.parentEmail') : t('auth.email')}
        error={errors.email?.message}
        hint={child ? t('auth.parentHint') : undefined}
      >
        <Input
          type="email"
          autoComplete={child ? 'off' : 'email'}
          placeholder={child ? 'parent@example.com' : 'you@example.com'}
          {...form.register('email')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.password')} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.passwordMin')}
            {...form.register('password')}
          />
        </FormField>
        <FormField label={t('auth.confirmPassword')} error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.typeAgain')}
            {...form.register('confirmPassword')}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={register.isPending} className="mt-1 w-full">
        {register.isPending ? t('auth.creating') : t('auth.createAccount')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.privacyBefore')}{' '}
        <Link href="/privacy" className="font-semibold text-primary underline">
          {t('auth.privacy')}
        </Link>
        .
      </p>
    </form>
  );
}
