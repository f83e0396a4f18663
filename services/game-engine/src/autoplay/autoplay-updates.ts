import { type Autoplay as AutoplayView, autoplaySubject, type AutoplayUpdateMessage, paisaToPkr } from '@pkr/contracts';
import type { Bus } from '@pkr/platform';
import { type Autoplay, roundsLeft } from '../domain/autoplay';

/** An auto-play as its player sees it, amounts in PKR. */
export function autoplayView(autoplay: Autoplay): AutoplayView {
  return {
    id: autoplay.id,
    gameType: autoplay.gameType,
    slot: autoplay.slot,
    amount: paisaToPkr(autoplay.amount),
    autoCashout: autoplay.autoCashoutHundredths / 100,
    rounds: autoplay.rounds,
    roundsLeft: roundsLeft(autoplay),
    net: paisaToPkr(autoplay.net),
    stopIfBalanceDecreasesBy: paisaToPkr(autoplay.lossStop),
    stopIfBalanceIncreasesBy: autoplay.winStop === null ? null : paisaToPkr(autoplay.winStop),
    stopIfSingleWinExceeds: autoplay.singleWinStop === null ? null : paisaToPkr(autoplay.singleWinStop),
  };
}

/** Tells the player's sockets where an auto-play stands: after each round it played, and when it stops. */
export function publishAutoplayUpdate(bus: Bus, autoplay: Autoplay): void {
  const message: AutoplayUpdateMessage = {
    type: 'autoplay_update',
    id: autoplay.id,
    gameType: autoplay.gameType,
    slot: autoplay.slot,
    roundsLeft: roundsLeft(autoplay),
    net: paisaToPkr(autoplay.net),
    stoppedReason: autoplay.stoppedReason,
  };
  bus.publish(autoplaySubject(autoplay.userId), message);
}
