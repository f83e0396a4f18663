import { registerFormSchema } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/use-zod-form';
import { useRegister } from '../api/register';

const emptyForm = { username: '', email: '', dateOfBirth: '', password: '', confirmPassword: '' };

export function RegisterForm({ onSessionIssue }: { onSessionIssue: (username: string) => void }) {
  const form = useZodForm(registerFormSchema, emptyForm);
  const registerMutation = useRegister({ onSessionIssue });
  const { t } = useTranslation('auth');
  const busy = registerMutation.isPending || registerMutation.isSuccess;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ username, email, dateOfBirth, password }) =>
        registerMutation.mutate({ username, password, phone: email, dateOfBirth }),
      )}
      className="grid gap-4"
    >
      <FormField
        id="register-username"
        label={t('fields.username')}
        autoComplete="username"
        placeholder={t('fields.newUsernamePlaceholder')}
        {...form.register('username')}
      />
      <FormField
        id="register-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        {...form.register('email')}
      />
      <FormField
        id="register-date-of-birth"
        label={t('fields.dateOfBirth')}
        type="date"
        autoComplete="bday"
        {...form.register('dateOfBirth')}
      />
      <FormField
        id="register-password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('fields.newPasswordPlaceholder')}
        {...form.register('password')}
      />
      <FormField
        id="register-confirm-password"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={t('fields.confirmPasswordPlaceholder')}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
        {registerMutation.isPending && <Spinner />}
        {t('register.submit')}
      </Button>
    </form>
  );
}
