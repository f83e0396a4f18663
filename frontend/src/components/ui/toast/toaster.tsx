import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts, type ToastVariant } from './use-toast';

/**
 * Spec section 9: 5000 ms by default, swipe right past 50 px to dismiss, F8 focuses the viewport. Urdu mirrors the
 * page, so there the toasts sit at the left edge and a swipe left, toward that edge, dismisses one.
 */
export const TOAST_DURATION_MS = 5000;

const variants: Record<ToastVariant, string> = {
  default: 'border-slate-700 bg-slate-900 text-slate-100',
  destructive: 'border-red-500/60 bg-red-950 text-red-50',
};

export function Toaster() {
  const { t, i18n } = useTranslation('common');
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection={i18n.dir() === 'rtl' ? 'left' : 'right'} swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-2xl shadow-black/40',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
            variants[variant],
          )}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-85">{description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('ui.closeNotification')}
            className="absolute top-3 end-3 rounded-md p-1 opacity-60 transition hover:opacity-100 focus:opacity-100 focus:ring-2 focus:ring-emerald-400 focus:outline-none"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* From a tablet up the toasts sit under the header (4rem on every page): a win's toast leaves the balance in sight. */}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed top-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-16 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
