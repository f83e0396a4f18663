import { i18next } from '@/i18n';

/** The edge (percent) and cap (multiplier) a round was played with. */
export type RoundRules = { houseEdgePercent: number; maxMultiplier: number };

/** What a round's reveal gives to check it: its hash, the hash before it, and the crash point played. */
export type RevealToCheck = { hash: string; previousHash: string; crashPoint: number };

/** The crash point the hash gives, whether it is the one played, and whether SHA-256 of the hash is the previous hash. */
export type RoundVerdict = { crashPoint: number; matches: boolean; chained: boolean };

const TWO_POW_52 = 2n ** 52n;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new Error(i18next.t('fairness:recompute.notHex'));
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

const bytesToHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * docs/fairness.md's verify-round.mjs in the browser: H = HMAC-SHA256(key = salt as UTF-8, message = hash bytes),
 * X = first 52 bits of H / 2^52, crash = max(1.00, floor((100 - edge) / (1 - X)) / 100), then at most the cap.
 * The floor is taken in integers, as the engine does, so no float rounding moves a point by 0.01.
 */
export async function verifyRound(reveal: RevealToCheck, salt: string, rules: RoundRules): Promise<RoundVerdict> {
  // Browsers offer Web Crypto on https pages (and localhost) only.
  if (!globalThis.crypto?.subtle) throw new Error(i18next.t('fairness:recompute.noWebCrypto'));
  const bytes = hexToBytes(reveal.hash);
  const chained = bytesToHex(await crypto.subtle.digest('SHA-256', bytes)) === reveal.previousHash;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const n = BigInt(`0x${bytesToHex(await crypto.subtle.sign('HMAC', key, bytes)).slice(0, 13)}`);
  const kept = BigInt(Math.round((100 - rules.houseEdgePercent) * 100));
  const uncapped = Number((kept * TWO_POW_52) / ((TWO_POW_52 - n) * 100n));
  const crashPoint = Math.min(Math.max(100, uncapped), Math.round(rules.maxMultiplier * 100)) / 100;
  return { crashPoint, matches: crashPoint === reveal.crashPoint, chained };
}
