import { walletMethods, type WalletMethod } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const methodNames: Record<WalletMethod, string> = { easypaisa: 'EasyPaisa', jazzcash: 'JazzCash' };

type MethodFieldProps = { id: string; value: string; error?: string; onChange: (method: WalletMethod) => void };

/** The wallet the money moves through: one radio per provider, the message under the group and read with each radio. */
export function MethodField({ id, value, error, onChange }: MethodFieldProps) {
  const errorId = `${id}-error`;
  const { t } = useTranslation('money');
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-200">{t('form.method')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {walletMethods.map((method) => (
          <label
            key={method}
            className={cn(
              'flex h-11 cursor-pointer items-center gap-2.5 rounded-lg border bg-slate-950/60 px-3.5 text-sm text-slate-100',
              'has-checked:border-emerald-400 has-checked:bg-emerald-500/10 has-focus-visible:ring-2 has-focus-visible:ring-emerald-500/30',
              error ? 'border-red-500/70' : 'border-slate-700',
            )}
          >
            <input
              type="radio"
              name={id}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="accent-emerald-500"
            />
            {methodNames[method]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
