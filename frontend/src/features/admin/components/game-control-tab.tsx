import { gameTypes, limits, type GameType } from '@pkr/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { useRoundsInfo } from '../api/get-rounds-info';
import { useSetGameControl } from '../api/set-game-control';
import { AdminCard } from './admin-card';
import { checkControl } from './game-control-rules';
import { RoundsInfoPanel } from './rounds-info-panel';

const gameNames: Record<GameType, string> = { crash: 'Crash', aviator: 'Aviator' };

/** Sets the crash point of the next round, or schedules one for a later round (spec section 4). */
export function GameControlTab() {
  const [gameType, setGameType] = useState<GameType>('crash');
  const [crashPoint, setCrashPoint] = useState('');
  const [roundNumber, setRoundNumber] = useState('');
  const rounds = useRoundsInfo(gameType);
  const controlMutation = useSetGameControl();
  // Offered only once the server has said it takes crash points, and against the round it showed.
  const info = rounds.data?.controlEnabled ? rounds.data : undefined;
  const locked = !info || controlMutation.isPending;

  /** `round` undefined: the next round, left to the server to name. */
  const send = (round: string | undefined) => {
    if (!info) return;
    const check = checkControl(crashPoint, round, info.currentRound);
    if (!check.ok) {
      toast({ variant: 'destructive', title: check.title, description: check.message });
      return;
    }
    const onSuccess = () => {
      setCrashPoint('');
      setRoundNumber('');
    };
    const { ok, ...control } = check;
    controlMutation.mutate({ gameType, ...control }, { onSuccess });
  };

  return (
    <AdminCard title="Game Control" description="Choose where a coming round crashes. Later rounds go back to random crash points.">
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-5">
          <label className="grid gap-1.5 text-sm font-medium text-slate-200">
            Game Type
            <select
              value={gameType}
              onChange={(event) => setGameType(event.target.value as GameType)}
              className="h-11 rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-slate-100 focus:border-emerald-400 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none"
            >
              {gameTypes.map((type) => (
                <option key={type} value={type}>
                  {gameNames[type]}
                </option>
              ))}
            </select>
          </label>
          {rounds.data?.controlEnabled === false && (
            <p role="status" className="text-sm text-amber-300">
              Game Control is turned off on this server, so crash points cannot be set.
            </p>
          )}
          <FormField
            id="crash-point"
            label="Crash Point"
            type="number"
            min={limits.crashPointMin}
            step={0.01}
            placeholder="e.g. 2.50"
            value={crashPoint}
            disabled={!info}
            onChange={(event) => setCrashPoint(event.target.value)}
          />
          <Button disabled={locked} onClick={() => send(undefined)}>
            Set for Next Round
          </Button>
          <div className="grid gap-3 rounded-xl border border-slate-800 p-4">
            <FormField
              id="round-number"
              label="Round Number"
              type="number"
              min={1}
              step={1}
              placeholder="A future round, e.g. 120"
              value={roundNumber}
              disabled={!info}
              onChange={(event) => setRoundNumber(event.target.value)}
            />
            <Button variant="secondary" disabled={locked} onClick={() => send(roundNumber)}>
              Schedule for Round
            </Button>
          </div>
          <ul className="list-disc space-y-1 ps-5 text-xs text-slate-400">
            <li>The crash point must be at least 1.00x, with up to two decimals.</li>
            <li>A crash point cannot be set while a game is in progress; it applies to the next round.</li>
            <li>After the controlled round, rounds revert to random crash points.</li>
          </ul>
        </div>
        <RoundsInfoPanel gameType={gameType} info={rounds.data} isError={rounds.isError} />
      </div>
    </AdminCard>
  );
}
