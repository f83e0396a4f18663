import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

const itemsOf = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);

/**
 * A button that opens a menu, after the WAI-ARIA menu button pattern: opening focuses an item, the arrows, Home and
 * End move between the items, Escape and Tab close it with focus back on the button, a press outside closes it.
 * Spread rootProps on the element holding both, buttonProps on the button and menuProps on the menu, whose items
 * are its elements with role="menuitem" and tabIndex={-1}: the arrows reach them, not Tab.
 */
export function useMenuButton() {
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = openAt !== null;
  const close = useCallback(() => setOpenAt(null), []);
  const closeToButton = useCallback(() => {
    button.current?.focus();
    setOpenAt(null);
  }, []);

  useEffect(() => {
    if (!openAt) return;
    const items = itemsOf(menu.current);
    (openAt === 'last' ? items.at(-1) : items[0])?.focus();
  }, [openAt]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeToButton();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, closeToButton]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Tab leaves from the button, so the browser moves on to what follows it.
    if (event.key === 'Tab') return closeToButton();
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, HTMLElement | undefined> = {
      ArrowDown: items[(at + 1) % items.length],
      ArrowUp: items.at(at <= 0 ? -1 : at - 1),
      Home: items[0],
      End: items.at(-1),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return {
    open,
    close,
    rootProps: { ref: root },
    buttonProps: {
      ref: button,
      id: buttonId,
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpenAt(open ? null : 'first'),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menu, id: menuId, role: 'menu', 'aria-labelledby': buttonId, onKeyDown: onMenuKeyDown },
  } as const;
}
