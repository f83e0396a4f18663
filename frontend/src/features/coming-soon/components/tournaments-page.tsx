import { Icon } from '@/components/ui/icons';
import { ComingSoonLayout } from './coming-soon-layout';
import { NotifyMeForm } from './notify-me-form';

const expectations = [
  { title: 'Massive Prizes', text: 'Prize pools in PKR for the best players.' },
  { title: 'Multiplayer', text: 'Play the same rounds as everyone in the tournament.' },
  { title: 'Leaderboards', text: 'Climb a live table as the tournament runs.' },
  { title: 'Regular Events', text: 'New tournaments every week.' },
];
const types = [
  { title: 'Crash', text: 'Highest multiplier wins.' },
  { title: 'Dice', text: 'Best run of rolls wins.' },
  { title: 'Special Events', text: 'Holiday and weekend specials.' },
];

const Card = ({ title, text, tag }: { title: string; text: string; tag?: string }) => (
  <li className="rounded-2xl border border-slate-800 bg-slate-900 p-5 text-start">
    {tag && <span className="text-[10px] font-bold tracking-wide text-amber-300 uppercase">{tag}</span>}
    <h3 className="font-bold text-white">{title}</h3>
    <p className="mt-1 text-sm text-slate-400">{text}</p>
  </li>
);

/** /tournaments (spec section 2): the hero, Notify Me, what to expect and the tournament types. */
export function TournamentsPage() {
  return (
    <ComingSoonLayout title="Tournaments" hero={<Icon name="trophy" className="size-28 text-amber-300" />} features={['Compete with players across Pakistan']}>
      <NotifyMeForm />
      <section aria-labelledby="expect" className="grid w-full gap-4">
        <h2 id="expect" className="text-xl font-bold text-white">What to Expect</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {expectations.map((card) => (
            <Card key={card.title} {...card} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="types" className="grid w-full gap-4">
        <h2 id="types" className="text-xl font-bold text-white">Upcoming Tournament Types</h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {types.map((card) => (
            <Card key={card.title} {...card} tag="Coming Soon" />
          ))}
        </ul>
      </section>
    </ComingSoonLayout>
  );
}
