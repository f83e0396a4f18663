import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import { ComingSoonLayout } from './coming-soon-layout';
import { NotifyMeForm } from './notify-me-form';

const expectations = ['prizes', 'multiplayer', 'leaderboards', 'regular'] as const;
const types = ['crash', 'dice', 'special'] as const;

const Card = ({ title, text, tag }: { title: string; text: string; tag?: string }) => (
  <li className="rounded-2xl border border-slate-800 bg-slate-900 p-5 text-start">
    {tag && <span className="text-[10px] font-bold tracking-wide text-amber-300 uppercase">{tag}</span>}
    <h3 className="font-bold text-white">{title}</h3>
    <p className="mt-1 text-sm text-slate-400">{text}</p>
  </li>
);

/** /tournaments (spec section 2): the hero, Notify Me, what to expect and the tournament types. */
export function TournamentsPage() {
  const { t } = useTranslation('comingSoon');
  const card = (key: string) => ({ title: t(`tournaments.${key}.title`), text: t(`tournaments.${key}.text`) });
  return (
    <ComingSoonLayout
      title={t('tournaments.title')}
      hero={<Icon name="trophy" className="size-28 text-amber-300" />}
      features={[t('tournaments.compete')]}
    >
      <NotifyMeForm />
      <section aria-labelledby="expect" className="grid w-full gap-4">
        <h2 id="expect" className="text-xl font-bold text-white">
          {t('tournaments.expect')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {expectations.map((key) => (
            <Card key={key} {...card(key)} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="types" className="grid w-full gap-4">
        <h2 id="types" className="text-xl font-bold text-white">
          {t('tournaments.types')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {types.map((key) => (
            <Card key={key} {...card(key)} tag={t('badge')} />
          ))}
        </ul>
      </section>
    </ComingSoonLayout>
  );
}
