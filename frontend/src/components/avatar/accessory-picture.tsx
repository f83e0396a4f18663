import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { accessoryArt } from './accessory-art';

/** One accessory's picture from the app's own files; decorative, as its name is always said beside it. */
export function AccessoryPicture({ id, className, style }: { id: string; className?: string; style?: CSSProperties }) {
  return (
    <img
      src={accessoryArt[id]}
      alt=""
      aria-hidden="true"
      draggable={false}
      data-accessory={id}
      className={cn('pointer-events-none select-none', className)}
      style={style}
    />
  );
}
