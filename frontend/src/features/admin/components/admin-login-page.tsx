import { adminLoginFormSchema } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/use-zod-form';
import { formMessage } from '@/lib/form-message';
import { useAdminLogin } from '../api/use-admin-login';

/** /admin-login: the administrators' own door (spec section 2), apart from the players' /auth. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const form = useZodForm(adminLoginFormSchema, { username: '', password: '' });
  const loginMutation = useAdminLogin();
  // After success the form stays locked until the move to /admin.
  const busy = loginMutation.isPending || loginMutation.isSuccess;
  // The contracts word a field's message in English; it is shown in the current language.
  const field = (name: 'username' | 'password') => {
    const registered = form.register(name);
    return { ...registered, error: formMessage(registered.error) };
  };

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-950 px-6 py-12">
      <Brand size="lg" />
      <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900/70 p-8 shadow-2xl shadow-black/40">
        <p className="text-sm font-medium text-amber-300">{t('login.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-white">{t('login.title')}</h1>
        <p className="mt-1 mb-8 text-sm text-slate-400">{t('login.description')}</p>
        <form noValidate onSubmit={form.handleSubmit((credentials) => loginMutation.mutate(credentials))} className="grid gap-4">
          <FormField
            id="admin-username"
            label={t('login.username')}
            autoComplete="username"
            placeholder={t('login.usernamePlaceholder')}
            {...field('username')}
          />
          <FormField
            id="admin-password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            {...field('password')}
          />
          {loginMutation.isError && (
            <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/50 px-4 py-3 text-sm text-red-200">
              {loginMutation.error.message}
            </p>
          )}
          <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
            {loginMutation.isPending && <Spinner />}
            {t('login.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-xs text-slate-500">{t('login.restricted')}</p>
      </div>
    </main>
  );
}
