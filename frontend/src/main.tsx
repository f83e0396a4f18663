import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './i18n';
import { applyLanguage } from './i18n/apply-language';
import { initialLanguage } from './i18n/language-choice';
import { readStoredUser } from './lib/auth/session-storage';
import { applyTheme } from './lib/theme';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Before the first paint, so a light theme never flashes dark and an Urdu reader never sees English first: the
// first drawing waits for the language's catalogue, which English, in the first script, never makes it do.
applyTheme();
void applyLanguage(initialLanguage(readStoredUser()?.language)).finally(() => {
  // The first drawing as a transition: React yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is drawn, so a tap or a scroll during the load is answered (Lighthouse's
  // blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

// The installable web app (public/sw.js); only the built app registers it, so development always sees fresh files.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[pwa] service worker not registered', error));
  });
}
