import { supportChatHref } from '@/config/support';
import { SectionCard } from './section-card';

/** Where a player can turn; it names only the app's own support and people the player knows. */
export function HelpSection() {
  return (
    <SectionCard
      id="help"
      title="Need help?"
      what={
        <p>
          If playing stops being fun, or you spend more time or money than you meant to, stop and talk to someone you trust. Our
          support team can help you set any of these tools or answer questions about your account.
        </p>
      }
    >
      <a
        href={supportChatHref()}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-700 px-5 text-sm font-semibold text-slate-200 hover:bg-slate-800 sm:justify-self-start"
      >
        Contact Support
      </a>
    </SectionCard>
  );
}
