import { useTranslation } from 'react-i18next';
import { ToggleChoice } from '@/components/ui/toggle-choice';
import { themes, useTheme } from '@/lib/theme';

/** Light, dark or the device's scheme (spec section 3). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useTheme();
  return <ToggleChoice label={t('theme.label')} options={themes} value={theme} onChange={setTheme} labelOf={(option) => t(`theme.${option}`)} className={className} />;
}
