import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUser } from './current-user';

/**
 * Around the screens where a player deposits or bets: an account made before registration asked for a date of
 * birth is led to give it first. The server refuses its deposits and bets until then either way.
 */
export function DateOfBirthGate({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  if (user?.dateOfBirthRequired) return <Navigate to={paths.dateOfBirth.getHref()} replace />;
  return children;
}
