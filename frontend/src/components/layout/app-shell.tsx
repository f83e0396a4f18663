import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTheme } from '@/lib/theme';
import { LanguageSwitch } from './language-switch';
import { SupportButton } from './support-button';

/** The sign-in screens have no header, yet a reader must be able to choose a language before signing in. */
const signInPaths: readonly string[] = [paths.auth.path, paths.adminLogin.path];

/** Around every route: the chosen theme on <html>, the floating support button, and on the sign-in screens the language switch. */
export function AppShell() {
  useTheme();
  const { pathname } = useLocation();
  const signingIn = signInPaths.some((path) => matchPath(path, pathname) !== null);
  return (
    <>
      <Outlet />
      {signingIn && <LanguageSwitch className="fixed top-3 end-3 z-40 bg-slate-950/90 backdrop-blur" />}
      <SupportButton />
    </>
  );
}
