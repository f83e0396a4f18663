import { updateProfileFormSchema } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

/** Edit Profile: the contact phone, the one profile field a player may change. */
export function EditProfileDialog({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(phone);
  const [error, setError] = useState<string>();
  const update = useUpdateProfile();

  const submit = () => {
    const parsed = updateProfileFormSchema.safeParse({ phone: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(parsed.data.phone, {
      onSuccess: () => {
        toast({ title: 'Profile updated', description: 'Your contact number has been saved.' });
        setOpen(false);
      },
      onError: (failure) => toast({ variant: 'destructive', title: 'Update Failed', description: getErrorMessage(failure, 'Could not save your profile.') }),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setValue(phone);
        setError(undefined);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">Edit Profile</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 rounded-2xl border border-slate-800 bg-slate-900 p-6 shadow-2xl focus:outline-none">
          <div>
            <Dialog.Title className="text-lg font-semibold text-white">Edit Profile</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-400">The number we can reach you on.</Dialog.Description>
          </div>
          <form
            className="grid gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (!update.isPending) submit();
            }}
          >
            <FormField id="profile-phone" label="Phone" value={value} error={error} onChange={(event) => setValue(event.target.value)} />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={update.isPending}>
                Save
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
