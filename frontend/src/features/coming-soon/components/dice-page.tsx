import { AnimatedDie } from './animated-die';
import { ComingSoonLayout } from './coming-soon-layout';

/** /dice (spec section 2): a coming-soon page with the animated die. */
export function DicePage() {
  return (
    <ComingSoonLayout title="Dice" hero={<AnimatedDie />} features={['Under/Over Betting', 'Adjustable Odds', 'Auto-Betting']}>
      <p className="max-w-md text-sm text-slate-400">Pick a number, choose under or over, and set your own odds. Dice is on its way.</p>
    </ComingSoonLayout>
  );
}
