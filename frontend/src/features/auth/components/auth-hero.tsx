import { Brand } from '@/components/ui/brand';

const highlights = [
  { title: 'Win up to 6.00x', body: 'Cash out Crash and Aviator rounds before they bust.' },
  { title: '3 free coins', body: 'Every new account starts with a welcome bonus.' },
  { title: 'easypaisa & JazzCash', body: 'Deposit and withdraw in PKR with your mobile wallet.' },
] as const;

/** The brand side of the auth screen; hidden on small screens. */
export function AuthHero() {
  return (
    <aside className="relative hidden overflow-hidden border-e border-slate-800 bg-gradient-to-br from-hero-tint via-slate-950 to-slate-950 p-12 lg:flex lg:flex-col lg:justify-between">
      <div className="pointer-events-none absolute -top-32 -start-32 size-96 rounded-full bg-hero-glow blur-3xl" />
      <Brand className="relative" />
      <div className="relative">
        <h2 className="max-w-md text-4xl leading-tight font-extrabold text-white">
          Real-time crash games, played in rupees.
        </h2>
        <ul className="mt-10 grid gap-6">
          {highlights.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span className="mt-1 size-2.5 shrink-0 rounded-full bg-emerald-400 shadow-[0_0_12px] shadow-emerald-400" />
              <div>
                <p className="font-semibold text-white">{item.title}</p>
                <p className="text-sm text-slate-400">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-slate-500">Players must be 18 or older. Play responsibly.</p>
    </aside>
  );
}
