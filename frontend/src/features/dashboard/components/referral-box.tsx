import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The spec's referral link is fixed text, the same for every player. */
export const REFERRAL_LINK = 'https://pkrgames.pk/auth?ref=friends';

/** The referral box (spec section 2): the read-only link and its copy button; both sides get bonus coins. */
export function ReferralBox() {
  const linkRef = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('dashboard');
  // 'Copied' only once the clipboard took the link (there is none outside secure contexts); else it is selected to copy by hand.
  const copy = async () => {
    const copied = await navigator.clipboard?.writeText(REFERRAL_LINK).then(() => true, () => false);
    if (copied) {
      window.alert(t('referral.copied'));
      return;
    }
    linkRef.current?.focus();
    linkRef.current?.select();
    window.alert(t('referral.copyByHand'));
  };
  return (
    <section aria-labelledby="referral" className="rounded-2xl border border-slate-800 bg-slate-900 p-6">
      <h2 id="referral" className="text-lg font-bold text-white">
        {t('referral.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{t('referral.lead')}</p>
      <div className="mt-4 flex gap-2">
        <input
          ref={linkRef}
          readOnly
          aria-label={t('referral.link')}
          value={REFERRAL_LINK}
          dir="ltr"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 text-sm text-slate-300"
        />
        <Button onClick={copy}>{t('referral.copy')}</Button>
      </div>
    </section>
  );
}
