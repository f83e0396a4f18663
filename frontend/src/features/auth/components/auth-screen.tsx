import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { AuthHero } from './auth-hero';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

/** One screen for login and registration (spec section 2), starting on login. */
export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('login');
  const [loginUsername, setLoginUsername] = useState('');
  const { t } = useTranslation('auth');

  const switchToLogin = (username: string) => {
    setLoginUsername(username);
    setMode('login');
  };

  return (
    <main className="grid min-h-screen bg-slate-950 lg:grid-cols-2">
      <AuthHero />
      <section className="flex flex-col items-center justify-center gap-8 px-6 py-12">
        <Brand size="lg" className="lg:hidden" />
        <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900/70 p-8 shadow-2xl shadow-black/40">
          <h1 className="text-2xl font-bold tracking-tight text-white">{t(`screen.${mode}.heading`)}</h1>
          <p className="mt-1 mb-8 text-sm text-slate-400">{t(`screen.${mode}.lead`)}</p>
          {mode === 'login' ? (
            <LoginForm key={`login-${loginUsername}`} initialUsername={loginUsername} />
          ) : (
            <RegisterForm onSessionIssue={switchToLogin} />
          )}
          <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-sm text-slate-400">
            {t(`screen.${mode}.ask`)}
            <Button variant="link" className="whitespace-nowrap" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
              {t(`screen.${mode}.toggle`)}
            </Button>
          </p>
        </div>
      </section>
    </main>
  );
}
