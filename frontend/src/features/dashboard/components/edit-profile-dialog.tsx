import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Spinner } from '@/components/ui/spinner';

/** The form and its rules (zod) load when the player reaches for the button, not with the dashboard. */
const loadForm = () => import('./edit-profile-form');
const EditProfileForm = lazy(async () => ({ default: (await loadForm()).EditProfileForm }));
/** A failed early load is not the player's concern yet: opening the dialog loads again and shows what went wrong. */
const preloadForm = () => void loadForm().catch(() => undefined);

/** Edit Profile: the contact phone, the one profile field a player may change. Each opening starts from the saved number. */
export function EditProfileDialog({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('dashboard');

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" onPointerEnter={preloadForm} onFocus={preloadForm}>
          {t('editProfile.open')}
        </Button>
      </Dialog.Trigger>
      <DialogFrame title={t('editProfile.title')} description={t('editProfile.description')}>
        <Suspense fallback={<Spinner className="mx-auto text-slate-400" />}>
          <EditProfileForm phone={phone} onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogFrame>
    </Dialog.Root>
  );
}
