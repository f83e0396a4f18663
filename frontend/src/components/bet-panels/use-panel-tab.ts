import type { BetSlot, GameType } from '@pkr/contracts';
import { useState } from 'react';
import { useRunningAutoplay } from '@/lib/live-game/use-running-autoplay';
import type { PanelTab } from './panel-tabs';

/**
 * A bet panel's tab: Auto when the panel mounts or the running auto-plays are read from the server (the page
 * opens, the socket comes back) while an auto-play runs in it, so the player finds it and its Stop at once; Bet
 * otherwise, and whichever the player picks in between.
 */
export function usePanelTab(gameType: GameType, slot: BetSlot): [PanelTab, (tab: PanelTab) => void] {
  const { running, read } = useRunningAutoplay(gameType, slot);
  const [tab, setTab] = useState<PanelTab>(running ? 'auto' : 'bet');
  const [shownRead, setShownRead] = useState(read);
  if (read !== shownRead) {
    setShownRead(read);
    if (running) setTab('auto');
  }
  return [tab, setTab];
}
