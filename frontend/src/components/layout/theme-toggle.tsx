import { useTranslation } from 'react-i18next';
import { themes, useTheme } from '@/lib/theme';
import { cn } from '@/lib/cn';

/** Light, dark or the device's scheme (spec section 3). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useTheme();
  return (
    <div role="radiogroup" aria-label={t('theme.label')} className={cn('inline-flex rounded-lg border border-slate-800 p-0.5', className)}>
      {themes.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={theme === option}
          onClick={() => setTheme(option)}
          className={cn(
            'rounded-md px-2 py-1 text-xs font-medium text-slate-400 hover:text-white',
            theme === option && 'bg-slate-800 text-white',
          )}
        >
          {t(`theme.${option}`)}
        </button>
      ))}
    </div>
  );
}
