import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleChoice } from '@/components/ui/toggle-choice';
import { languages, languageSettings } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';

/** English / اردو: each language named in its own words and script. */
export const LanguageSwitch = memo(function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [language, choose] = useLanguage();
  return (
    <ToggleChoice
      label={t('language.label')}
      options={languages}
      value={language}
      onChange={choose}
      labelOf={(option) => languageSettings[option].name}
      langOf={(option) => languageSettings[option].lang}
      className={className}
    />
  );
});
