import { useTranslation } from 'react-i18next';
import { languages, languageSettings } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';
import { cn } from '@/lib/cn';

/** English / اردو: two pressed buttons, each language named in its own words and script. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [language, choose] = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={cn('inline-flex rounded-lg border border-slate-800 p-0.5', className)}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={languageSettings[option].lang}
          aria-pressed={language === option}
          onClick={() => choose(option)}
          className={cn(
            'rounded-md px-2 py-1 text-xs font-medium text-slate-400 hover:text-white',
            language === option && 'bg-slate-800 text-white',
          )}
        >
          {t('languageName', { lng: option })}
        </button>
      ))}
    </div>
  );
}
