import { chromium } from 'playwright-core';

/** How hard a live game page works its phone's main thread, by the round's phase. */
export interface FlightLoadRow {
  route: string;
  /** Seconds of the trace the round spent flying, and taking bets. */
  flightSeconds: number;
  bettingSeconds: number;
  /** Main-thread busy time (every task: script, style, layout, paint) in ms per second of each phase. */
  flightBusyMsPerS: number;
  bettingBusyMsPerS: number;
  /** Script alone (function calls and animation frames) in ms per second of flight. */
  flightScriptMsPerS: number;
  error?: string;
}

/** A trace event as Chromium writes it: `X` events have a duration, `I` events mark a moment (µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

/** A page whose trace held no task: nothing measured. */
export const NO_LOAD: Omit<FlightLoadRow, 'route' | 'error'> = { flightSeconds: 0, bettingSeconds: 0, flightBusyMsPerS: 0, bettingBusyMsPerS: 0, flightScriptMsPerS: 0 };

/** What the page's socket told of the round, stamped into the trace by the page itself. */
const PHASE_MARKS = { new_game: 'flight', game_crash: 'crashed', betting_phase: 'betting' } as const;
export type Phase = (typeof PHASE_MARKS)[keyof typeof PHASE_MARKS] | 'unknown';
const MARK_PREFIX = 'round:';

/** A full state (sent on connecting, and when a client asks) names its phase instead of a message type. */
const STATE_PHASES = { running: 'flight', betting: 'betting', transition: 'betting', crashed: 'crashed' } as const;

/**
 * Stamps each of the game's phase changes into the trace as the page receives it (`console.timeStamp`), from a
 * listener on the page's own socket, and keeps the latest in `window.roundPhase` for the phase a trace starts in:
 * the trace then says which phase each of its tasks ran in. Page code, so a script's text.
 */
const markPhases = (gameType: string) => `{
  const marks = ${JSON.stringify(PHASE_MARKS)};
  const statePhases = ${JSON.stringify(STATE_PHASES)};
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data !== 'string' || !event.data.includes('"gameType":"${gameType}"')) return;
        const type = /"type":"(\\w+)"/.exec(event.data)?.[1];
        const phase = type === undefined ? statePhases[/"phase":"(\\w+)"/.exec(event.data)?.[1]] : marks[type];
        if (!phase || phase === window.roundPhase) return;
        window.roundPhase = phase;
        console.timeStamp('${MARK_PREFIX}' + phase);
      });
    }
  };
}`;

/** The renderer's main thread: the one whose tasks took longest. */
function mainThread(events: TraceEvent[]): string | undefined {
  const names = new Map<string, string>();
  for (const event of events) if (event.name === 'thread_name' && event.args?.name) names.set(`${event.pid}/${event.tid}`, event.args.name);
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}/${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && names.get(thread) === 'CrRendererMain') busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Each phase's share of the trace, and the main thread's tasks and script in it, from the page's phase marks;
 * before the first mark, the phase the page said it was in when tracing began.
 */
export function phaseLoad(events: TraceEvent[], startPhase: Phase = 'unknown'): Omit<FlightLoadRow, 'route' | 'error'> {
  const thread = mainThread(events);
  const mine = events.filter((event) => `${event.pid}/${event.tid}` === thread && event.ph === 'X');
  const tasks = mine.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const marks = events
    .filter((event) => event.name === 'TimeStamp' && event.args?.data?.message?.startsWith(MARK_PREFIX))
    .map((event) => ({ ts: event.ts, phase: event.args!.data!.message!.slice(MARK_PREFIX.length) as Phase }))
    .sort((a, b) => a.ts - b.ts);
  const first = tasks[0];
  const last = tasks.at(-1);
  if (!first || !last) return NO_LOAD;
  const phaseAt = (ts: number): Phase => marks.filter((mark) => mark.ts <= ts).at(-1)?.phase ?? startPhase;
  const span = new Map<Phase, number>();
  const bounds = [first.ts, ...marks.map((mark) => mark.ts).filter((ts) => ts > first.ts && ts < last.ts + (last.dur ?? 0)), last.ts + (last.dur ?? 0)];
  for (let index = 1; index < bounds.length; index += 1) {
    const phase = phaseAt(bounds[index - 1]!);
    span.set(phase, (span.get(phase) ?? 0) + bounds[index]! - bounds[index - 1]!);
  }
  const busy = new Map<Phase, number>();
  for (const task of tasks) {
    const phase = phaseAt(task.ts);
    busy.set(phase, (busy.get(phase) ?? 0) + (task.dur ?? 0));
  }
  // Script: calls into the page's code and its animation frames, each counted once where one holds another.
  let script = 0;
  let countedUntil = 0;
  const calls = mine.filter((event) => (event.name === 'FunctionCall' || event.name === 'FireAnimationFrame') && phaseAt(event.ts) === 'flight');
  for (const call of calls.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (call.ts < countedUntil) continue;
    script += call.dur ?? 0;
    countedUntil = call.ts + (call.dur ?? 0);
  }
  const perSecond = (us: number, phase: Phase) => ((span.get(phase) ?? 0) > 0 ? Math.round((us / span.get(phase)!) * 1000) : 0);
  return {
    flightSeconds: Math.round((span.get('flight') ?? 0) / 1e5) / 10,
    bettingSeconds: Math.round((span.get('betting') ?? 0) / 1e5) / 10,
    flightBusyMsPerS: perSecond(busy.get('flight') ?? 0, 'flight'),
    bettingBusyMsPerS: perSecond(busy.get('betting') ?? 0, 'betting'),
    flightScriptMsPerS: perSecond(script, 'flight'),
  };
}

/**
 * A logged-in player's live game page on a phone-sized screen at Lighthouse's 4x CPU slow-down, traced for
 * `seconds` once it has settled: what the rounds' ticks and frames cost the main thread, flight by flight.
 */
export async function measureFlightLoad(options: { chromePath: string; url: string; cookie: string; seconds: number }): Promise<Omit<FlightLoadRow, 'route'>> {
  const gameType = new URL(options.url).pathname.slice(1);
  const browser = await chromium.launch({ executablePath: options.chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const pair = options.cookie.split(';')[0]!;
    await context.addCookies([{ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: options.url }]);
    await context.addInitScript(markPhases(gameType));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(options.url);
    await page.getByTestId('multiplier').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(3_000);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    // The phase the trace starts in: the page's own word, as a mark stamped now could land before tracing has begun.
    const startPhase = await page.evaluate<Phase | undefined>('window.roundPhase');
    await page.waitForTimeout(options.seconds * 1000);
    await cdp.send('Tracing.end');
    await complete;
    return phaseLoad(events, startPhase ?? 'unknown');
  } finally {
    await browser.close();
  }
}
