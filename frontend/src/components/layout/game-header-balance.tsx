import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/live-game/format';

/**
 * The balance at the right of a game page's header, with the game pages' two decimals. It stays on one line: on a
 * 390 px phone a balance of four digits wrapped its "PKR" and pushed "Balance" out of the header's top.
 */
export const GameHeaderBalance = memo(function GameHeaderBalance({ balance }: { balance: number | null }) {
  const { t } = useTranslation('common');
  return (
    <div className="shrink-0 text-end">
      <p className="text-xs text-slate-400">{t('balance')}</p>
      <p data-testid="balance" dir="ltr" className="text-base font-extrabold whitespace-nowrap text-amber-300 tabular-nums sm:text-lg">
        {balance === null ? '—' : formatAmount(balance)}
      </p>
    </div>
  );
});
