import type { GameType, RecentGame } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { paths } from '@/config/paths';
import { i18next } from '@/i18n';
import { formatMultiplier } from '@/lib/live-game/format';
import { RoundCheckBody } from './round-check-body';

/** What a result in a game's strip says to a screen reader: the round it opens and how it ended. */
export const verifyRoundLabel = (round: RecentGame) =>
  i18next.t('fairness:dialog.result', { round: round.id, multiplier: formatMultiplier(round.crashPoint) });

/** The round a player tapped in a strip, and the result that opened it, which has the focus back on closing. */
export type TappedRound = { round: RecentGame; opener: HTMLElement };

type VerifyRoundDialogProps = { gameType: GameType; tapped: TappedRound | null; onClose: () => void };

/**
 * A finished round from a game's results strip, recomputed in the browser from its hash and the salt, with the
 * verdict. The fairness page opens in a new tab, so a player with a bet in the air keeps the game and its Cash Out.
 */
export function VerifyRoundDialog({ gameType, tapped, onClose }: VerifyRoundDialogProps) {
  const { t } = useTranslation('fairness');
  return (
    <Dialog.Root open={tapped !== null} onOpenChange={(open) => !open && onClose()}>
      {tapped && (
        <DialogFrame
          closable
          // Many results open this one dialog, none of them its Radix trigger, so the focus goes back by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            tapped.opener.focus();
          }}
          title={t('dialog.title', { round: tapped.round.id })}
          description={t('dialog.description', { game: t(`game:names.${gameType}`), multiplier: formatMultiplier(tapped.round.crashPoint) })}
        >
          <RoundCheckBody game={gameType} round={tapped.round.id} />
          <a
            href={paths.fairness.getHref({ gameType, round: tapped.round.id })}
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-emerald-400 hover:underline"
          >
            {t('dialog.openPage')}
          </a>
        </DialogFrame>
      )}
    </Dialog.Root>
  );
}
