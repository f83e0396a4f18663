import type { Accessory } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { AccessoryPicture } from '@/components/avatar/accessory-picture';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatPkr } from '@/lib/format';
import { useItemText } from './use-item-text';

type AccessoryCardProps = {
  item: Accessory;
  usable: boolean;
  equipped: boolean;
  busy: boolean;
  onEquip: () => void;
  onBuy: () => void;
};

/** One item: icon, name, description, and Equip / Equipped, its price, or what unlocks it (spec section 2). */
export function AccessoryCard({ item, usable, equipped, busy, onEquip, onBuy }: AccessoryCardProps) {
  const { t } = useTranslation('avatar');
  const text = useItemText()(item);
  return (
    <li className={cn('flex flex-col gap-2 rounded-xl border bg-slate-950/60 p-4', equipped ? 'border-emerald-500' : 'border-slate-800')}>
      <AccessoryPicture id={item.id} className="size-10" />
      <p className="font-semibold text-white">{text.name}</p>
      <p className="flex-1 text-xs text-slate-400">{text.description}</p>
      {usable ? (
        <Button size="sm" variant={equipped ? 'primary' : 'secondary'} onClick={onEquip} aria-pressed={equipped}>
          {t(equipped ? 'equipped' : 'equip')}
        </Button>
      ) : item.pricePkr !== null ? (
        <Button size="sm" variant="accent" onClick={onBuy} disabled={busy} aria-label={t('buy', { item: text.name, price: formatPkr(item.pricePkr) })}>
          <span dir="ltr">{formatPkr(item.pricePkr)}</span>
        </Button>
      ) : (
        <button type="button" onClick={onBuy} className="rounded-lg border border-dashed border-slate-700 px-2 py-2 text-xs text-slate-400">
          <span className="inline-flex items-center gap-1">
            <Icon name="lock" className="size-3.5 shrink-0" />
            {text.unlockCriteria}
          </span>
        </button>
      )}
    </li>
  );
}
