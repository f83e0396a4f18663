/**
 * The server's sentences that carry figures (a limit, a sum, a moment in Pakistan's time), read back into their
 * figures so that another language can say them whole. Each pattern is the English of a `protectionMessages` or
 * `chatMessages` function of the contracts; `server-sentence-templates.test.ts` holds every pattern to its function's sentences.
 */

import { PAKISTAN_TIME_MONTHS } from '@pkr/contracts';

const RUPEES = String.raw`Rs\. [\d,]+(?:\.\d{2})?`;
/** `14:05`, or `3 Dec 2026, 14:05` for a moment after today (the contracts' `pakistanTime`). */
const MOMENT = String.raw`(?:\d{1,2} [A-Z][a-z]{2} \d{4}, )?\d{2}:\d{2}`;

const templates = {
  depositMax: { pattern: new RegExp(String.raw`^Maximum deposit amount is ([\d,]+) PKR$`), names: ['max'] },
  depositLimit: {
    pattern: new RegExp(
      String.raw`^This deposit would exceed your (daily|weekly|monthly) deposit limit of (${RUPEES})\. You can deposit (${RUPEES}) more after (${MOMENT})\.$`,
    ),
    names: ['period', 'limit', 'room', 'at'],
  },
  lossLimit: { pattern: new RegExp(String.raw`^Your daily loss limit of (${RUPEES}) is reached\. It resets at midnight\.$`), names: ['limit'] },
  onBreak: {
    pattern: new RegExp(String.raw`^You are taking a break until (${MOMENT})\. Betting, deposits and purchases are paused until then\.$`),
    names: ['until'],
  },
  selfExcluded: {
    pattern: new RegExp(String.raw`^You have excluded yourself until (${MOMENT})\. Betting, deposits and purchases are closed until then\.$`),
    names: ['until'],
  },
  mutedUntil: { pattern: new RegExp(String.raw`^You are muted in chat until (${MOMENT})$`), names: ['until'] },
} as const;

export type TemplateKey = keyof typeof templates;

/** A sentence with figures, by its key in the `errors` catalogue's `templates` and the figures it carried. */
export type MatchedSentence = { key: TemplateKey; values: Record<string, string> };

/** The template a server sentence was written from, with its figures; undefined for any other sentence. */
export function matchSentence(sentence: string): MatchedSentence | undefined {
  for (const [key, { pattern, names }] of Object.entries(templates) as Array<[TemplateKey, (typeof templates)[TemplateKey]]>) {
    const match = pattern.exec(sentence);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}

/** The parts of a dated moment (`3 Dec 2026, 14:05`, month 11 of 0 to 11); undefined for a time alone (`14:05`). */
export function momentParts(moment: string): { day: string; month: number; year: string; time: string } | undefined {
  const dated = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{2}:\d{2})$/.exec(moment);
  const month = dated ? PAKISTAN_TIME_MONTHS.indexOf(dated[2] as (typeof PAKISTAN_TIME_MONTHS)[number]) : -1;
  return dated && month >= 0 ? { day: dated[1]!, month, year: dated[3]!, time: dated[4]! } : undefined;
}
