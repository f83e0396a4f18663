import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { RoundVerdict } from '@/lib/fairness/verify-round';

const tones = { good: 'text-emerald-300', admin: 'text-amber-300', bad: 'text-red-400' } as const;

function Line({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return <p className={cn('text-sm font-semibold', tones[tone])}>{children}</p>;
}

/** Whether the crash point played is the one the hash gives, and whether the hash is on the chain. */
export function VerdictLines({ verdict, adminControlled }: { verdict: RoundVerdict; adminControlled: boolean }) {
  const { t } = useTranslation('fairness');
  return (
    <div role="status" className="grid gap-1">
      {verdict.matches ? (
        <Line tone="good">{t('verdict.match')}</Line>
      ) : adminControlled ? (
        <Line tone="admin">{t('verdict.adminDiffers')}</Line>
      ) : (
        <Line tone="bad">{t('verdict.noMatch')}</Line>
      )}
      {verdict.chained ? (
        <Line tone="good">{t('verdict.chained')}</Line>
      ) : (
        <Line tone="bad">{t('verdict.notChained')}</Line>
      )}
    </div>
  );
}
