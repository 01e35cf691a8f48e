import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type LoginInput, LoginInputSchema } from '#contract/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useLogin } from '../api/login.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { username: '', password: '' },
  });
  const login = useLogin({
    onSuccess: (user) => {
      toast({
        title: t('auth.loginSuccess'),
        description: t('auth.welcomeBack', { name: user.name || user.username }),
        variant: 'success',
      });
      onSignedIn();
    },
    onError: (error) => {
      toast({
        title: t('auth.loginFailed'),
        description: error.message,
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <FormField label={t('auth.username')} error={errors.username?.message}>
        <Input
          autoComplete="username"
          placeholder={t('auth.usernamePlaceholder')}
          {...form.register('username')}
        />
      </FormField>
      <FormField label={t('auth.password')} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending ? t('auth.loggingIn') : t('auth.loginButton')}
      </Button>
    </form>
  );
}
