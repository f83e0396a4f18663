import { Icon } from '@/components/ui/icons';
import { supportChatHref, supportPhone } from '@/config/support';

/** The floating customer-support button on every page: a chat with the support number, in a new tab. */
export function SupportButton() {
  return (
    <a
      href={supportChatHref(supportPhone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Customer support chat"
      className="fixed right-4 bottom-20 z-40 inline-flex size-14 items-center justify-center rounded-full bg-green-500 text-white shadow-lg shadow-green-900/40 transition-transform hover:scale-105 md:bottom-6"
    >
      <Icon name="chat" className="size-7" />
    </a>
  );
}
