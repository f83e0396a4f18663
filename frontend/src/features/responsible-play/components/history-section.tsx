import { pakistanTime } from '@pkr/contracts';
import { useProtectionHistory } from '../api/get-history';
import { changeText } from '../utils/words';
import { SectionCard } from './section-card';

/** Every change the player (or an admin, for a self-exclusion) made, newest first. */
export function HistorySection({ now }: { now: Date }) {
  const history = useProtectionHistory();
  const changes = history.data?.changes ?? [];
  return (
    <SectionCard id="history" title="History of changes" what={<p>Every limit, break, exclusion and interval you have set, with its time.</p>}>
      {history.isPending ? (
        <p className="text-sm text-slate-400">Loading...</p>
      ) : history.isError ? (
        <p className="text-sm text-red-400">The history could not be loaded.</p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-slate-400">No changes yet.</p>
      ) : (
        <ol aria-label="Changes" className="grid gap-2">
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`} className="grid gap-0.5 border-b border-slate-800 pb-2 text-sm last:border-0 last:pb-0">
              <span className="text-slate-200">{changeText(change, now)}</span>
              <time dateTime={change.at} className="text-xs text-slate-500">
                {pakistanTime(new Date(change.at), now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
