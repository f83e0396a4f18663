import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatRupees } from '@/lib/format';
import { potentialWin } from '@/lib/live-game/format';
import type { MyBet } from '@/lib/live-game/game-state';
import { useLiveFlight } from '@/lib/live-game/live-flight';
import { useLiveMultiplier } from '@/lib/live-game/use-live-multiplier';
import type { SlotButtonState } from './slot-button-state';

type SlotButtonProps = {
  state: SlotButtonState;
  bet: MyBet | null;
  busy: boolean;
  onCancel: () => void;
  onCashOut: () => void;
};

/** The live payout of a riding bet: it climbs with the multiplier every frame. */
function CashOutLabel({ amount }: { amount: number }) {
  const { t } = useTranslation('game');
  const multiplier = useLiveMultiplier(useLiveFlight());
  return <>{t('panels.cashOut', { amount: formatRupees(potentialWin(amount, multiplier)) })}</>;
}

/**
 * The panel's one button. As Bet it submits the panel's form; as Cancel it takes the waiting bet back; as Cash out
 * it fires on pointer-down, so a cash-out leaves as the finger lands instead of when it lifts. A keyboard press
 * still cashes out through the click, and the click that follows a pointer-down is not a second request.
 */
export function SlotButton({ state, bet, busy, onCancel, onCashOut }: SlotButtonProps) {
  const { t } = useTranslation('game');
  const pressed = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    if (state.kind !== 'cash-out' || !state.enabled || event.button > 0) return;
    pressed.current = true;
    onCashOut();
  };
  const onClick = () => {
    if (state.kind === 'cancel') onCancel();
    if (state.kind !== 'cash-out') return;
    if (pressed.current) pressed.current = false;
    else onCashOut();
  };
  const spinning = busy || (state.kind === 'cash-out' && !state.enabled);
  return (
    <Button
      type={state.kind === 'bet' ? 'submit' : 'button'}
      size="panel"
      variant={state.kind === 'cash-out' ? 'accent' : state.kind === 'cancel' ? 'secondary' : 'primary'}
      disabled={!state.enabled}
      onPointerDown={onPointerDown}
      onClick={onClick}
      className="w-full tabular-nums"
    >
      {spinning && <Spinner />}
      {state.kind === 'bet' && t('panels.bet')}
      {state.kind === 'cancel' && t('panels.cancel')}
      {state.kind === 'cash-out' && bet && <CashOutLabel amount={bet.amount} />}
    </Button>
  );
}
