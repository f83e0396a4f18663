import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** How long a browser without idle callbacks waits before drawing the toaster. */
const IDLE_FALLBACK_MS = 1000;

/**
 * Radix's toast code stays out of every screen's first load, where it would share the phone's bandwidth with the
 * screen's own code: the toaster is drawn once the page is idle, or at the first toast if that comes sooner (a toast
 * raised before its code arrives waits in the store). Drawn ahead of the toasts, it shows one raised just before a
 * navigation, such as 'Registration successful' 100 ms before the dashboard loads.
 */
export function ToasterOnDemand() {
  const raised = useToasts().length > 0;
  const [needed, setNeeded] = useState(raised);
  if (raised && !needed) setNeeded(true);
  useEffect(() => whenIdle(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Runs `work` when the browser is idle; answers how to cancel it. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
