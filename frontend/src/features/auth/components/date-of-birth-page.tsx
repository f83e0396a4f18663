import { dateOfBirthFormSchema } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/current-user';
import { useLogout } from '@/lib/auth/logout';
import { useZodForm } from '@/lib/use-zod-form';
import { useGiveDateOfBirth } from '../api/give-date-of-birth';

/**
 * /date-of-birth: an account made before registration asked for a date of birth gives it here before it can
 * deposit or bet. Once the user no longer needs it (saved now, or before), the page leads to the dashboard.
 */
export function DateOfBirthPage() {
  const { data: user } = useUser();
  const form = useZodForm(dateOfBirthFormSchema, { dateOfBirth: '' });
  const save = useGiveDateOfBirth();
  const logout = useLogout();
  const { t } = useTranslation('auth');

  if (user && !user.dateOfBirthRequired) return <Navigate to={paths.dashboard.getHref()} replace />;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-950 px-6 py-12">
      <Brand size="lg" />
      <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900/70 p-8 shadow-2xl shadow-black/40">
        <h1 className="text-2xl font-bold tracking-tight text-white">{t('dateOfBirth.heading')}</h1>
        <p className="mt-1 mb-8 text-sm text-slate-400">
          {t('dateOfBirth.lead')}
        </p>
        <form noValidate onSubmit={form.handleSubmit(({ dateOfBirth }) => save.mutate(dateOfBirth))} className="grid gap-4">
          <FormField id="date-of-birth" label={t('fields.dateOfBirth')} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
          <Button type="submit" size="lg" disabled={save.isPending} className="mt-2 w-full">
            {save.isPending && <Spinner />}
            {t('dateOfBirth.save')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-400">
          <Button variant="link" disabled={logout.isPending} onClick={() => logout.mutate()}>
            {t('dateOfBirth.logout')}
          </Button>
        </p>
      </div>
    </main>
  );
}
