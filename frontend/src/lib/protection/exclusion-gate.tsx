import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { readStoredUser } from '@/lib/auth/session-storage';
import { responsiblePlayQueryOptions } from './responsible-play-state';
import { usePlayRestriction } from './use-play-restriction';

/** Asks for the player's protection state while a gated screen's code loads; a visitor is not asked for it. */
export function startProtectionCheck(queryClient: QueryClient): void {
  if (readStoredUser()) void queryClient.prefetchQuery(responsiblePlayQueryOptions());
}

/**
 * Around the screens a self-excluded player may not use (the dashboard, deposits, the games and the shop):
 * while the exclusion holds they lead to the restricted view, which keeps only the balance and withdrawals.
 */
export function ExclusionGate({ children }: { children: ReactNode }) {
  const { restriction, loading } = usePlayRestriction();
  const { t } = useTranslation('protection');
  if (restriction?.reason === 'self-excluded') return <Navigate to={paths.selfExcluded.getHref()} replace />;
  if (loading) return <FullPageStatus message={t('loadingAccount')} />;
  return children;
}
