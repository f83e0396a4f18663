import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast/use-toast';
import '@/i18n';

// findBy and waitFor wait for a screen to appear, and stop as soon as it does. Their default ceiling of 1 s was
// shorter than the first load of a lazy module (Edit Profile's form) takes while the whole suite shares two cores:
// the screen came, after the test had stopped looking.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
