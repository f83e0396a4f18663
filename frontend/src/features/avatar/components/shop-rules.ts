import { type Accessory, findAccessory } from '@pkr/contracts';
import { i18next } from '@/i18n';
import { formatPkr } from '@/lib/format';

export type Refusal = { title: string; description: string };

/** Spec section 5: the checks before a purchase call, in order. */
export function purchaseRefusal(item: Accessory, balance: number): Refusal | null {
  if (item.pricePkr === null) return { title: i18next.t('avatar:cannotPurchase.title'), description: i18next.t('avatar:cannotPurchase.description') };
  if (balance < item.pricePkr) {
    return {
      title: i18next.t('avatar:insufficientBalance.title'),
      description: i18next.t('avatar:insufficientBalance.description', { price: formatPkr(item.pricePkr) }),
    };
  }
  return null;
}

/** Spec section 4: an owned item toggles; equipping replaces the equipped item of the same type. */
export function toggleEquipped(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id);
  const type = findAccessory(id)?.type;
  return [...selected.filter((other) => findAccessory(other)?.type !== type), id];
}
