import { loginFormSchema } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/use-zod-form';
import { useLogin } from '../api/login';

export function LoginForm({ initialUsername = '' }: { initialUsername?: string }) {
  const form = useZodForm(loginFormSchema, { username: initialUsername, password: '' });
  const loginMutation = useLogin();
  const { t } = useTranslation('auth');
  const busy = loginMutation.isPending || loginMutation.isSuccess;

  return (
    <form noValidate onSubmit={form.handleSubmit((credentials) => loginMutation.mutate(credentials))} className="grid gap-4">
      <FormField
        id="login-username"
        label={t('fields.username')}
        autoComplete="username"
        placeholder={t('fields.usernamePlaceholder')}
        {...form.register('username')}
      />
      <FormField
        id="login-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('fields.passwordPlaceholder')}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
        {loginMutation.isPending && <Spinner />}
        {t('login.submit')}
      </Button>
    </form>
  );
}
