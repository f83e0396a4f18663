import type { Accessory } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';

export interface ItemText {
  name: string;
  description: string;
  unlockCriteria: string | null;
}

/**
 * An accessory's name, description and unlock rule in the reader's language. The `avatarItems` catalogue holds
 * the contracts' English word for word (its test checks) and the Urdu beside it, by item id; an item it lacks
 * shows as the contracts word it.
 */
export function useItemText(): (item: Accessory) => ItemText {
  const { t } = useTranslation('avatarItems');
  return (item) => ({
    name: t(`${item.id}.name`, { defaultValue: item.name }),
    description: t(`${item.id}.description`, { defaultValue: item.description }),
    unlockCriteria: item.unlockCriteria === null ? null : t(`${item.id}.unlock`, { defaultValue: item.unlockCriteria }),
  });
}
