import { gameTypes, limits, type GameType } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { useRoundsInfo } from '../api/get-rounds-info';
import { useSetGameControl } from '../api/set-game-control';
import { AdminCard } from './admin-card';
import { checkControl } from './game-control-rules';
import { RoundsInfoPanel } from './rounds-info-panel';

/** Sets the crash point of the next round, or schedules one for a later round (spec section 4). */
export function GameControlTab() {
  const { t } = useTranslation('admin');
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
    <AdminCard title={t('gameControl.title')} description={t('gameControl.description')}>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-5">
          <label className="grid gap-1.5 text-sm font-medium text-slate-200">
            {t('gameControl.gameType')}
            <select
              value={gameType}
              onChange={(event) => setGameType(event.target.value as GameType)}
              className="h-11 rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-slate-100 focus:border-emerald-400 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none"
            >
              {gameTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`games.${type}`)}
                </option>
              ))}
            </select>
          </label>
          {rounds.data?.controlEnabled === false && (
            <p role="status" className="text-sm text-amber-300">
              {t('gameControl.turnedOff')}
            </p>
          )}
          <FormField
            id="crash-point"
            label={t('gameControl.crashPoint')}
            type="number"
            min={limits.crashPointMin}
            step={0.01}
            placeholder={t('gameControl.crashPointPlaceholder')}
            value={crashPoint}
            disabled={!info}
            onChange={(event) => setCrashPoint(event.target.value)}
          />
          <Button disabled={locked} onClick={() => send(undefined)}>
            {t('gameControl.setNext')}
          </Button>
          <div className="grid gap-3 rounded-xl border border-slate-800 p-4">
            <FormField
              id="round-number"
              label={t('gameControl.roundNumber')}
              type="number"
              min={1}
              step={1}
              placeholder={t('gameControl.roundNumberPlaceholder')}
              value={roundNumber}
              disabled={!info}
              onChange={(event) => setRoundNumber(event.target.value)}
            />
            <Button variant="secondary" disabled={locked} onClick={() => send(roundNumber)}>
              {t('gameControl.schedule')}
            </Button>
          </div>
          <ul className="list-disc space-y-1 ps-5 text-xs text-slate-400">
            <li>{t('gameControl.rules.minimum')}</li>
            <li>{t('gameControl.rules.notInProgress')}</li>
            <li>{t('gameControl.rules.revert')}</li>
          </ul>
        </div>
        <RoundsInfoPanel gameType={gameType} info={rounds.data} isError={rounds.isError} />
      </div>
    </AdminCard>
  );
}
