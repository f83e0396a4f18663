import { type AvatarColor, avatarColors } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { avatarColorClasses } from '@/lib/avatar';
import { cn } from '@/lib/cn';

export function ColorPicker({ value, onChange }: { value: AvatarColor; onChange: (color: AvatarColor) => void }) {
  const { t } = useTranslation('avatar');
  return (
    <div role="radiogroup" aria-label={t('colourPicker')} className="flex flex-wrap gap-3">
      {avatarColors.map((color) => (
        <button
          key={color}
          type="button"
          role="radio"
          aria-checked={value === color}
          aria-label={t(`colours.${color}`)}
          onClick={() => onChange(color)}
          className={cn('size-10 rounded-full ring-offset-2 ring-offset-slate-900', avatarColorClasses[color], value === color && 'ring-2 ring-white')}
        />
      ))}
    </div>
  );
}
