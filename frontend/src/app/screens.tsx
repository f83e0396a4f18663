import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Who may open a screen: anyone; a logged-in player; a logged-in player who is not self-excluded and has given a
 * date of birth; an admin who logged in at the admin login.
 */
export type Guard = 'public' | 'player' | 'playerNotExcluded' | 'admin';

/** A screen of the product: where it is, who may open it, and its page, whose code loads on demand. */
export interface Screen {
  path: string;
  guard: Guard;
  page: () => Promise<ReactNode>;
}

const adminPanel = () => import('@/features/admin/components/admin-panel').then(({ AdminPanel }) => <AdminPanel />);

/** Screens outside the public navigation bar and footer: each draws its own frame. */
export const framedScreens: Screen[] = [
  { path: paths.auth.path, guard: 'public', page: () => import('@/features/auth/components/auth-screen').then(({ AuthScreen }) => <AuthScreen />) },
  { path: paths.dashboard.path, guard: 'playerNotExcluded', page: () => import('@/features/dashboard/components/dashboard').then(({ Dashboard }) => <Dashboard />) },
  { path: paths.crash.path, guard: 'playerNotExcluded', page: () => import('@/features/crash/components/crash-page').then(({ CrashPage }) => <CrashPage />) },
  { path: paths.aviator.path, guard: 'playerNotExcluded', page: () => import('@/features/aviator/components/aviator-page').then(({ AviatorPage }) => <AviatorPage />) },
  { path: paths.home.path, guard: 'playerNotExcluded', page: async () => <Navigate to={paths.dashboard.getHref()} replace /> },
  { path: paths.dateOfBirth.path, guard: 'player', page: () => import('@/features/auth/components/date-of-birth-page').then(({ DateOfBirthPage }) => <DateOfBirthPage />) },
  { path: paths.selfExcluded.path, guard: 'player', page: () => import('./routes/self-excluded-route').then(({ SelfExcludedRoute }) => <SelfExcludedRoute />) },
  { path: paths.download.path, guard: 'public', page: () => import('@/features/download/components/download-page').then(({ DownloadPage }) => <DownloadPage />) },
  { path: paths.adminLogin.path, guard: 'public', page: () => import('@/features/admin/components/admin-login-page').then(({ AdminLoginPage }) => <AdminLoginPage />) },
  { path: paths.admin.path, guard: 'admin', page: adminPanel },
  { path: paths.adminPage.path, guard: 'admin', page: adminPanel },
];

/** Screens inside the public navigation bar and footer. */
export const siteScreens: Screen[] = [
  { path: paths.deposit.path, guard: 'playerNotExcluded', page: () => import('@/features/money/components/deposit-page').then(({ DepositPage }) => <DepositPage />) },
  { path: paths.withdraw.path, guard: 'player', page: () => import('@/features/money/components/withdraw-page').then(({ WithdrawPage }) => <WithdrawPage />) },
  { path: paths.dice.path, guard: 'playerNotExcluded', page: () => import('@/features/coming-soon/components/dice-page').then(({ DicePage }) => <DicePage />) },
  { path: paths.tournaments.path, guard: 'playerNotExcluded', page: () => import('@/features/coming-soon/components/tournaments-page').then(({ TournamentsPage }) => <TournamentsPage />) },
  { path: paths.avatar.path, guard: 'playerNotExcluded', page: () => import('@/features/avatar/components/avatar-page').then(({ AvatarPage }) => <AvatarPage />) },
  { path: paths.responsiblePlay.path, guard: 'player', page: () => import('@/features/responsible-play/components/responsible-play-page').then(({ ResponsiblePlayPage }) => <ResponsiblePlayPage />) },
  { path: paths.leaderboard.path, guard: 'player', page: () => import('@/features/leaderboard/components/leaderboard-page').then(({ LeaderboardPage }) => <LeaderboardPage />) },
  { path: paths.terms.path, guard: 'public', page: () => import('@/features/legal/components/terms-page').then(({ TermsPage }) => <TermsPage />) },
  { path: paths.privacy.path, guard: 'public', page: () => import('@/features/legal/components/privacy-page').then(({ PrivacyPage }) => <PrivacyPage />) },
  { path: paths.fairness.path, guard: 'public', page: () => import('@/features/fairness/components/fairness-page').then(({ FairnessPage }) => <FairnessPage />) },
  { path: paths.test.path, guard: 'public', page: () => import('@/features/debug/components/debug-page').then(({ DebugPage }) => <DebugPage />) },
];
