import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type LoginInput, LoginInputSchema } from '#contract/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useLogin } from '../api/login';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { username: '', password: '' },
  });
  const login = useLogin({
    onSuccess: (user) => {
      toast({
        title: 'Login successful',
        description: `Welcome back, ${user.name || user.username}!`,
        variant: 'success',
      });
      onSignedIn();
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: error.message || 'Invalid username or password',
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" placeholder="Your username" {...form.register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          placeholder="Your password"
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
