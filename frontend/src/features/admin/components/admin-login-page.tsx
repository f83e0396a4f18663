import { adminLoginFormSchema } from '@pkr/contracts';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/use-zod-form';
import { useAdminLogin } from '../api/use-admin-login';

/** /admin-login: the administrators' own door (spec section 2), apart from the players' /auth. */
export function AdminLoginPage() {
  const form = useZodForm(adminLoginFormSchema, { username: '', password: '' });
  const loginMutation = useAdminLogin();
  // After success the form stays locked until the move to /admin.
  const busy = loginMutation.isPending || loginMutation.isSuccess;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-950 px-6 py-12">
      <Brand className="text-2xl" />
      <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900/70 p-8 shadow-2xl shadow-black/40">
        <p className="text-sm font-medium text-amber-400">Administration</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-white">Admin Login</h1>
        <p className="mt-1 mb-8 text-sm text-slate-400">Sign in with an administrator account to manage the platform.</p>
        <form noValidate onSubmit={form.handleSubmit((credentials) => loginMutation.mutate(credentials))} className="grid gap-4">
          <FormField
            id="admin-username"
            label="Username"
            autoComplete="username"
            placeholder="Admin username"
            {...form.register('username')}
          />
          <FormField
            id="admin-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            placeholder="Admin password"
            {...form.register('password')}
          />
          {loginMutation.isError && (
            <p role="alert" className="rounded-lg border border-red-500/40 bg-red-950/50 px-4 py-3 text-sm text-red-200">
              {loginMutation.error.message}
            </p>
          )}
          <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
            {loginMutation.isPending && <Spinner />}
            Login to Admin Panel
          </Button>
        </form>
        <p className="mt-6 text-center text-xs text-slate-500">This area is restricted to authorized administrators only</p>
      </div>
    </main>
  );
}
