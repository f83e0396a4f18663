import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the chat stands under the live table instead of in a tab beside it. */
const WIDE_QUERY = '(min-width: 1024px)';

const subscribe = (change: () => void) => {
  const query = window.matchMedia?.(WIDE_QUERY);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};
const isWide = () => window.matchMedia?.(WIDE_QUERY).matches ?? true;

export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, isWide, () => true);
