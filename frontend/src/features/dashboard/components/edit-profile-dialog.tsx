import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The form and its rules (zod) load when the player reaches for the button, not with the dashboard. */
const loadForm = () => import('./edit-profile-form');
const EditProfileForm = lazy(async () => ({ default: (await loadForm()).EditProfileForm }));
/** A failed early load is not the player's concern yet: opening the dialog loads again and shows what went wrong. */
const preloadForm = () => void loadForm().catch(() => undefined);

/** Edit Profile: the contact phone, the one profile field a player may change. Each opening starts from the saved number. */
export function EditProfileDialog({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" onPointerEnter={preloadForm} onFocus={preloadForm}>
          Edit Profile
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 rounded-2xl border border-slate-800 bg-slate-900 p-6 shadow-2xl focus:outline-none">
          <div>
            <Dialog.Title className="text-lg font-semibold text-white">Edit Profile</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-400">The number we can reach you on.</Dialog.Description>
          </div>
          <Suspense fallback={<Spinner className="mx-auto text-slate-400" />}>
            <EditProfileForm phone={phone} onSaved={() => setOpen(false)} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
