import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/lib/live-game/phase-clock';

/** Sets the browser tab's title while the page is shown, and gives the product's name back on leaving. */
export function useTabTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => () => void (document.title = PRODUCT_NAME), []);
}
