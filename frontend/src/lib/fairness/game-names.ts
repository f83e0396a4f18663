import type { GameType } from '@pkr/contracts';

export const gameNames: Record<GameType, string> = { crash: 'Crash', aviator: 'Aviator' };
