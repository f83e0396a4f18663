import { registerFormSchema } from '@pkr/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/use-zod-form';
import { useRegister } from '../api/register';

const emptyForm = { username: '', email: '', dateOfBirth: '', password: '', confirmPassword: '' };

export function RegisterForm({ onSessionIssue }: { onSessionIssue: (username: string) => void }) {
  const form = useZodForm(registerFormSchema, emptyForm);
  const registerMutation = useRegister({ onSessionIssue });
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
        label="Username"
        autoComplete="username"
        placeholder="At least 3 characters"
        {...form.register('username')}
      />
      <FormField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...form.register('email')}
      />
      <FormField
        id="register-date-of-birth"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        {...form.register('dateOfBirth')}
      />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        {...form.register('password')}
      />
      <FormField
        id="register-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat your password"
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
        {registerMutation.isPending && <Spinner />}
        Register
      </Button>
    </form>
  );
}
