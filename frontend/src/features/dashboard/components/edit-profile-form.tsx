import { updateProfileFormSchema } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formMessage } from '@/lib/form-message';
import { useUpdateProfile } from '../api/update-profile';

/** The Edit Profile form: the contact phone, checked by the shared form rules, saved, and the dialog closed. */
export function EditProfileForm({ phone, onSaved }: { phone: string; onSaved: () => void }) {
  const [value, setValue] = useState(phone);
  const [error, setError] = useState<string>();
  const update = useUpdateProfile();
  const { t } = useTranslation('dashboard');

  const submit = () => {
    const parsed = updateProfileFormSchema.safeParse({ phone: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(parsed.data.phone, {
      onSuccess: () => {
        toast({ title: t('editProfile.saved.title'), description: t('editProfile.saved.description') });
        onSaved();
      },
      onError: (failure) => toast({ variant: 'destructive', title: t('editProfile.failed.title'), description: getErrorMessage(failure, t('editProfile.failed.fallback')) }),
    });
  };

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!update.isPending) submit();
      }}
    >
      <FormField id="profile-phone" label={t('editProfile.phone')} value={value} error={formMessage(error)} onChange={(event) => setValue(event.target.value)} />
      <div className="flex justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="ghost">{t('editProfile.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={update.isPending}>
          {t('editProfile.save')}
        </Button>
      </div>
    </form>
  );
}
