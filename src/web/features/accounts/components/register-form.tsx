import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import {
  birthYearOptions,
  isUnderConsentAge,
  RegisterFormSchema,
  type RegisterForm as RegisterFormValues,
} from '#contract/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect } from '#web/components/ui/input.tsx';
import { showServerIssues } from '#web/lib/server-issues.ts';
import { toast } from '#web/lib/use-toast.ts';
import { toRegisterInput, useRegister } from '../api/register';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  const register = useRegister({
    onSuccess: () => {
      toast({
        title: 'Registration successful',
        description: 'Your account has been created',
        variant: 'success',
      });
      onSignedIn();
    },
    onError: (error) => {
      showServerIssues(error, form.setError, ['name', 'username', 'email', 'password', 'birthYear']);
      toast({
        title: 'Registration failed',
        description: error.message || 'Failed to create account',
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
      onSubmit={form.handleSubmit((values) => register.mutate(toRegisterInput(values)))}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Your name" {...form.register('name')} />
      </FormField>
      <FormField label="Username" error={errors.username?.message} hint="Letters, digits, _ and -">
        <Input autoComplete="username" placeholder="Pick a username" {...form.register('username')} />
      </FormField>
      <FormField label="Birth year" error={errors.birthYear?.message}>
        <NativeSelect
          defaultValue=""
          {...form.register('birthYear', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
        >
          <option value="" disabled>
            Choose a year
          </option>
          {birthYearOptions(now).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={child ? "A parent's e-mail" : 'Email'}
        error={errors.email?.message}
        hint={
          child ? 'We will ask your parent to say yes. Your parent can read our privacy notice.' : undefined
        }
      >
        <Input
          type="email"
          autoComplete={child ? 'off' : 'email'}
          placeholder={child ? 'parent@example.com' : 'you@example.com'}
          {...form.register('email')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            {...form.register('password')}
          />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder="Type it again"
            {...form.register('confirmPassword')}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={register.isPending} className="mt-1 w-full">
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Read what we keep and why in our{' '}
        <Link href="/privacy" className="font-semibold text-primary underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
