import { type ComponentType, useEffect, useReducer, useState } from 'react';
import { useToasts } from './use-toast';

/** How long a browser without idle callbacks waits before fetching the toaster's code. */
const IDLE_FALLBACK_MS = 1000;

let Toaster: ComponentType | undefined;
let loading: Promise<void> | undefined;

/** Fetches the toaster's code once; settles when it is here or its fetch failed (offline: tried again at the next call). */
export function loadToaster(): Promise<void> {
  loading ??= import('./toaster').then(
    (module) => {
      Toaster = module.Toaster;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/**
 * Radix's toast code stays out of every screen's first load, where it would share the phone's bandwidth with the
 * screen's own code: it is fetched once the page is idle, and the toaster is drawn at the first toast. With the
 * code already here that toast is drawn in the same render, so one raised just before a navigation ('Registration
 * successful', 100 ms before the dashboard loads) is seen. A toast raised before the code arrives waits in the
 * store and is drawn when it does; once drawn, the toaster stays.
 */
export function ToasterOnDemand() {
  const raised = useToasts().length > 0;
  const [shown, setShown] = useState(raised);
  const [, codeArrived] = useReducer((count: number) => count + 1, 0);
  if (raised && !shown) setShown(true);
  useEffect(() => whenIdle(() => void loadToaster()), []);
  useEffect(() => {
    if (shown && !Toaster) void loadToaster().then(codeArrived);
  }, [shown]);
  return shown && Toaster ? <Toaster /> : null;
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
