import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';

/** Spec section 5: Notify Me makes no call and stores nothing; it only answers with a toast. */
export function NotifyMeForm() {
  const { t } = useTranslation('comingSoon');
  const [email, setEmail] = useState('');
  const submit = () => {
    if (email.trim() === '') {
      toast({ variant: 'destructive', title: t('notify.emptyTitle'), description: t('notify.emptyDescription') });
      return;
    }
    toast({ title: t('notify.doneTitle'), description: t('notify.doneDescription') });
    setEmail('');
  };
  return (
    // Any text but an empty one subscribes (the spec's one rule): the browser's own email check stays out of it.
    <form
      noValidate
      className="flex w-full max-w-md gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        type="email"
        aria-label={t('notify.email')}
        placeholder={t('notify.placeholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-11 min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 text-sm text-slate-100 placeholder:text-slate-500"
      />
      <Button type="submit">{t('notify.submit')}</Button>
    </form>
  );
}
