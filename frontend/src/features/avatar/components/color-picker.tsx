import { type AvatarColor, avatarColors } from '@pkr/contracts';
import { avatarColorClasses } from '@/lib/avatar';
import { cn } from '@/lib/cn';

export function ColorPicker({ value, onChange }: { value: AvatarColor; onChange: (color: AvatarColor) => void }) {
  return (
    <div role="radiogroup" aria-label="Avatar colour" className="flex flex-wrap gap-3">
      {avatarColors.map((color) => (
        <button
          key={color}
          type="button"
          role="radio"
          aria-checked={value === color}
          aria-label={color}
          onClick={() => onChange(color)}
          className={cn('size-10 rounded-full ring-offset-2 ring-offset-slate-900', avatarColorClasses[color], value === color && 'ring-2 ring-white')}
        />
      ))}
    </div>
  );
}
