import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

type DialogFrameProps = Omit<ComponentProps<typeof Dialog.Content>, 'title' | 'className'> & {
  title: ReactNode;
  description: ReactNode;
  /** Offers a close button beside the title, for a dialog that asks nothing of the player. */
  closable?: boolean;
};

/**
 * The app's modal card over a dimmed page, inside a `Dialog.Root`: its title, its description and what it holds.
 * It never grows past the screen: a long one scrolls inside, so a phone reaches every part of it.
 */
export function DialogFrame({ title, description, closable = false, children, ...content }: DialogFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <Dialog.Content
        {...content}
        className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-2xl border border-slate-800 bg-slate-900 p-6 shadow-2xl shadow-black/60 focus:outline-none"
      >
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <Dialog.Title className="text-lg font-semibold text-white">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-400">{description}</Dialog.Description>
          </div>
          {closable && (
            <Dialog.Close aria-label={t('ui.close')} className="-me-2 -mt-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-800 hover:text-white focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none">
              <Icon name="close" className="size-5" />
            </Dialog.Close>
          )}
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
