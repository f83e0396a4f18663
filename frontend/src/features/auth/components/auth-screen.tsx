import { useState } from 'react';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { AuthHero } from './auth-hero';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

const copy = {
  login: { heading: 'Welcome back', lead: 'Log in to play and manage your balance.', ask: "Don't have an account?", toggle: 'Create account' },
  register: { heading: 'Create your account', lead: 'Sign up in seconds and start with 3 free coins.', ask: 'Already have an account?', toggle: 'Sign in instead' },
} as const;

/** One screen for login and registration (spec section 2), starting on login. */
export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('login');
  const [loginUsername, setLoginUsername] = useState('');
  const text = copy[mode];

  const switchToLogin = (username: string) => {
    setLoginUsername(username);
    setMode('login');
  };

  return (
    <main className="grid min-h-screen bg-slate-950 lg:grid-cols-2">
      <AuthHero />
      <section className="flex flex-col items-center justify-center gap-8 px-6 py-12">
        <Brand className="text-2xl lg:hidden" />
        <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900/70 p-8 shadow-2xl shadow-black/40">
          <h1 className="text-2xl font-bold tracking-tight text-white">{text.heading}</h1>
          <p className="mt-1 mb-8 text-sm text-slate-400">{text.lead}</p>
          {mode === 'login' ? (
            <LoginForm key={`login-${loginUsername}`} initialUsername={loginUsername} />
          ) : (
            <RegisterForm onSessionIssue={switchToLogin} />
          )}
          <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-sm text-slate-400">
            {text.ask}
            <Button variant="link" className="whitespace-nowrap" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
              {text.toggle}
            </Button>
          </p>
        </div>
      </section>
    </main>
  );
}
