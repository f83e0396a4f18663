import { Outlet } from 'react-router-dom';
import { useTheme } from '@/lib/theme';
import { SupportButton } from './support-button';

/** Around every route: the chosen theme on <html> and the floating support button. */
export function AppShell() {
  useTheme();
  return (
    <>
      <Outlet />
      <SupportButton />
    </>
  );
}
