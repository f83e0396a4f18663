import { publicAvatarOf } from '@pkr/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Avatar } from '@/components/avatar/avatar';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/current-user';
import { formatDate, formatRupees } from '@/lib/format';
import { useAccountErrorToast } from '../hooks/use-account-error-toast';
import { BettingHistoryTab } from './betting-history-tab';
import { DashboardFrame } from './dashboard-frame';
import { GamesTab } from './games-tab';
import { ProfileTab } from './profile-tab';
import { QuickActions } from './quick-actions';
import { ReferralBox } from './referral-box';
import { ResponsiblePlayLink } from './responsible-play-link';
import { SessionExpired } from './session-expired';
import { StatisticsTab } from './statistics-tab';

const tabs = ['profile', 'statistics', 'history', 'games'] as const;
type TabValue = (typeof tabs)[number];
const isTab = (value: string | null): value is TabValue => tabs.some((tab) => tab === value);

/** /dashboard (spec section 2). The open tab lives in the address (?tab=games), so the bottom bar can open one. */
export function Dashboard() {
  const { data: user, error } = useUser();
  const [search, setSearch] = useSearchParams();
  const { t, i18n } = useTranslation('dashboard');
  useAccountErrorToast(error);

  if (!user) return <SessionExpired />;
  const requested = search.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'profile';

  return (
    <DashboardFrame user={user}>
      <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <section className="rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-emerald-500/10 p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-4">
            <Avatar username={user.username} avatar={publicAvatarOf(user.avatarColor, user.selectedAccessories)} size="md" />
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('welcome', { username: user.username })}</h1>
                <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">{t('premium')}</span>
              </div>
              <p className="mt-1 text-sm text-slate-400">{t('memberSince', { date: formatDate(user.createdAt) })}</p>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-6">
            <div>
              <p className="text-sm text-slate-400">{t('yourBalance')}</p>
              <p data-testid="balance" dir="ltr" className="mt-1 text-4xl font-extrabold text-amber-300 tabular-nums">
                {formatRupees(user.balance)}
              </p>
            </div>
            <div className="flex gap-3">
              <Button asChild>
                <Link to={paths.deposit.getHref()}>{t('depositFunds')}</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={paths.withdraw.getHref()}>{t('withdraw')}</Link>
              </Button>
            </div>
          </div>
        </section>

        {/* Radix tabs write their own dir, left to right unless told the page's */}

        <Tabs.Root dir={i18n.dir()} value={tab} onValueChange={(value) => setSearch(value === 'profile' ? {} : { tab: value }, { replace: true })} className="grid gap-4">
          <Tabs.List aria-label={t('sections')} className="grid grid-cols-2 gap-1 rounded-xl border border-slate-800 bg-slate-900 p-1 sm:grid-cols-4">
            {tabs.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-400 hover:text-white focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none data-[state=active]:bg-emerald-500 data-[state=active]:text-emerald-950"
              >
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="profile">
            <ProfileTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="statistics">
            <StatisticsTab />
          </Tabs.Content>
          <Tabs.Content value="history">
            <BettingHistoryTab />
          </Tabs.Content>
          <Tabs.Content value="games">
            <GamesTab />
          </Tabs.Content>
        </Tabs.Root>

        {tab !== 'games' && <QuickActions />}
        <ReferralBox />
        <ResponsiblePlayLink />
      </main>
    </DashboardFrame>
  );
}
