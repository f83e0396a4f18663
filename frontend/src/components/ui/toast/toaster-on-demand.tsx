import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * Radix's toast code loads with the first toast rather than with every screen's first load, where it would share
 * the phone's bandwidth with the screen's own code. Until then a toast waits in the store; once drawn, it stays.
 */
export function ToasterOnDemand() {
  const raised = useToasts().length > 0;
  const [needed, setNeeded] = useState(raised);
  if (raised && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
