import type { GameType } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTable as Table } from '@/lib/live-game/round-table';
import { AllBets } from './all-bets';
import { MyBetsTab } from './my-bets-tab';
import { TableTabs, type TableTab } from './table-tabs';
import { TopWins } from './top-wins';

/**
 * The round's live table beside the flight (under the bet panels on a phone): every bet of the round as it happens,
 * the player's own last bets, and the biggest wins.
 */
export function RoundTable({ gameType, table }: { gameType: GameType; table: Table }) {
  const { t } = useTranslation('game');
  const [tab, setTab] = useState<TableTab>('all');
  return (
    <section aria-label={t('table.label')} className="grid min-w-0 content-start gap-3 rounded-2xl border border-slate-800 bg-slate-900 p-3 sm:p-4">
      <TableTabs value={tab} onChange={setTab} />
      <div role="tabpanel" id={`round-table-${tab}`} aria-labelledby={`round-table-tab-${tab}`} className="min-w-0">
        {tab === 'all' && <AllBets table={table} />}
        {tab === 'mine' && <MyBetsTab gameType={gameType} />}
        {tab === 'top' && <TopWins gameType={gameType} />}
      </div>
    </section>
  );
}
