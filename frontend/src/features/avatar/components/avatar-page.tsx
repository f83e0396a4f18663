import { accessories, accessoryTypes, type AvatarColor } from '@pkr/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/avatar/avatar';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { isPendingOutcome } from '@/lib/api-client';
import { useUser } from '@/lib/auth/current-user';
import { parseIdList } from '@/lib/avatar';
import { formatRupees } from '@/lib/format';
import { useUnlockedAccessories } from '../api/get-unlocked';
import { usePurchaseAccessory } from '../api/purchase-accessory';
import { useUpdateAvatar } from '../api/update-avatar';
import { AccessoryCard } from './accessory-card';
import { ColorPicker } from './color-picker';
import { purchaseRefusal, toggleEquipped } from './shop-rules';
import { useItemText } from './use-item-text';

function LoginRequired() {
  const { t } = useTranslation('avatar');
  return (
    <main className="mx-auto max-w-md px-6 py-20 text-center">
      <h1 className="text-2xl font-bold text-white">{t('loginRequired.title')}</h1>
      <p className="mt-2 text-sm text-slate-400">{t('loginRequired.lead')}</p>
      <Button asChild className="mt-6">
        <Link to={paths.auth.getHref()}>{t('loginRequired.login')}</Link>
      </Button>
    </main>
  );
}

/** /avatar (spec section 2): colour, accessories to buy, equip or unlock, a preview and Save Changes. */
export function AvatarPage() {
  const { data: user } = useUser();
  const unlocked = useUnlockedAccessories();
  const purchase = usePurchaseAccessory();
  const save = useUpdateAvatar();
  const [color, setColor] = useState<AvatarColor | undefined>();
  const [equipped, setEquipped] = useState<string[] | undefined>();
  const { t, i18n } = useTranslation('avatar');
  const itemText = useItemText();
  if (!user) return <LoginRequired />;

  const draftColor = color ?? user.avatarColor;
  const draftEquipped = equipped ?? parseIdList(user.selectedAccessories);
  const owned = parseIdList(user.avatarAccessories);
  const usable = (id: string) => owned.includes(id) || unlocked.includes(id);

  const buy = (id: string) => {
    const item = accessories.find((accessory) => accessory.id === id)!;
    const refusal = purchaseRefusal(item, user.balance);
    if (refusal) {
      toast({ variant: 'destructive', ...refusal });
      return;
    }
    purchase.mutate(
      { accessoryId: item.id, price: item.pricePkr! },
      {
        onSuccess: () => {
          setEquipped(toggleEquipped(draftEquipped.filter((other) => other !== item.id), item.id));
          toast({ title: t('purchased.title'), description: t('purchased.description', { item: itemText(item).name }) });
        },
        // An outcome still being confirmed is not a failure: the hook says so and shows the real one.
        onError: (error) => {
          if (!isPendingOutcome(error)) toast({ variant: 'destructive', title: t('purchaseFailed.title'), description: t('purchaseFailed.description') });
        },
      },
    );
  };

  const saveChanges = () =>
    save.mutate(
      { avatarColor: draftColor, selectedAccessories: draftEquipped },
      {
        onSuccess: () => toast({ title: t('saved.title'), description: t('saved.description') }),
        onError: () => toast({ variant: 'destructive', title: t('saveFailed.title'), description: t('saveFailed.description') }),
      },
    );

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackToDashboard className="justify-self-start" />
      <h1 className="text-3xl font-bold tracking-tight text-white">{t('title')}</h1>
      <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
        <section aria-label={t('preview')} className="grid content-start justify-items-center gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-6">
          <Avatar username={user.username} avatar={{ avatarColor: draftColor, selectedAccessories: draftEquipped }} size="lg" className="my-6" />
          <p className="font-semibold text-white">{user.username}</p>
          <p className="text-sm text-slate-400">
            {t('balance')} <span data-testid="balance" dir="ltr" className="font-bold text-amber-300">{formatRupees(user.balance)}</span>
          </p>
          <Button onClick={saveChanges} disabled={save.isPending} className="w-full">
            {t('saveChanges')}
          </Button>
        </section>
        <div className="grid content-start gap-6">
          <section aria-label={t('colour')} className="rounded-2xl border border-slate-800 bg-slate-900 p-6">
            <h2 className="mb-4 font-semibold text-white">{t('colour')}</h2>
            <ColorPicker value={draftColor} onChange={setColor} />
          </section>
          {/* Radix tabs write their own dir, left to right unless told the page's */}
          <Tabs.Root dir={i18n.dir()} defaultValue="hat" className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
            <Tabs.List aria-label={t('accessories')} className="flex flex-wrap gap-1 rounded-xl bg-slate-950/60 p-1">
              {accessoryTypes.map((type) => (
                <Tabs.Trigger
                  key={type}
                  value={type}
                  className="flex-1 shrink-0 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-400 data-[state=active]:bg-emerald-500 data-[state=active]:text-emerald-950"
                >
                  {t(`tabs.${type}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {accessoryTypes.map((type) => (
              <Tabs.Content key={type} value={type}>
                <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
                  {accessories
                    .filter((item) => item.type === type)
                    .map((item) => (
                      <AccessoryCard
                        key={item.id}
                        item={item}
                        usable={usable(item.id)}
                        equipped={draftEquipped.includes(item.id)}
                        busy={purchase.isPending}
                        onEquip={() => setEquipped(toggleEquipped(draftEquipped, item.id))}
                        onBuy={() => buy(item.id)}
                      />
                    ))}
                </ul>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </div>
    </main>
  );
}
