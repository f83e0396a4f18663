import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { AdminNavBar } from './admin-nav-bar';
import { AuditTab } from './audit-tab';
import { ChatTab } from './chat-tab';
import { GameControlTab } from './game-control-tab';
import { GameHistoryTab } from './game-history-tab';
import { TransactionsTab } from './transactions-tab';
import { UsersTab } from './users-tab';

const tabs = [
  { value: 'users', label: 'users', Content: UsersTab },
  { value: 'transactions', label: 'transactions', Content: TransactionsTab },
  { value: 'game-control', label: 'gameControl', Content: GameControlTab },
  { value: 'game-history', label: 'gameHistory', Content: GameHistoryTab },
  { value: 'chat', label: 'chat', Content: ChatTab },
  { value: 'audit', label: 'audit', Content: AuditTab },
] as const;

/**
 * /admin and /admin-page (spec section 2). Radix mounts only the open tab, so each tab's polling
 * (users and transactions 10 s, round info 5 s) runs only while it is shown.
 */
export function AdminPanel() {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="min-h-screen bg-slate-950">
      <AdminNavBar />
      <main className="mx-auto grid max-w-6xl gap-6 px-6 py-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-white">{t('panel.title')}</h1>
          <p className="mt-1 text-sm text-slate-400">{t('panel.description')}</p>
        </div>
        {/* Radix lays the tabs out left to right unless told the page's direction. */}
        <Tabs.Root defaultValue="users" dir={i18n.dir()} className="grid min-w-0 gap-6">
          <Tabs.List aria-label={t('panel.sections')} className="grid grid-cols-3 gap-1 rounded-xl border border-slate-800 bg-slate-900 p-1 sm:flex">
            {tabs.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="flex-1 rounded-lg px-1 py-2 text-xs whitespace-nowrap sm:px-4 sm:text-sm font-semibold text-slate-400 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none data-[state=active]:bg-emerald-500 data-[state=active]:text-emerald-950"
              >
                {t(`panel.tabs.${label}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map(({ value, Content }) => (
            <Tabs.Content key={value} value={value} className="min-w-0 focus-visible:outline-none">
              <Content />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
    </div>
  );
}
