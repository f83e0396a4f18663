import { useEffect, useState } from 'react';
import { i18next } from '@/i18n';

/** Spec section 2, full-screen loading component: these stages in order as the progress grows. */
const STAGES = ['initializing', 'connecting', 'assets', 'environment', 'interface', 'finalizing'] as const;
const STEP_MS = 500;
const MAX_STEP = 15;

export const stageAt = (progress: number) =>
  i18next.t(`common:loader.${STAGES[Math.min(STAGES.length - 1, Math.floor((progress / 100) * STAGES.length))]!}`);

/** Progress grows every 500 ms by a random amount of up to 15, capped at 100 percent. */
export function FullScreenLoader({ title }: { title: string }) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setProgress((value) => Math.min(100, value + Math.random() * MAX_STEP)), STEP_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div role="status" aria-live="polite" className="grid w-full max-w-sm gap-4 text-center">
        <p className="text-2xl font-black tracking-tight text-white">{title}</p>
        <div className="h-2 overflow-hidden rounded-full bg-slate-800">
          <div className="h-full rounded-full bg-emerald-500 transition-[width] duration-500" style={{ width: `${progress}%` }} />
        </div>
        <p className="text-sm font-medium text-slate-300">{stageAt(progress)}</p>
      </div>
    </main>
  );
}
