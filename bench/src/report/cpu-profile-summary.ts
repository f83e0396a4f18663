import { readFileSync } from 'node:fs';
import { type CallFrame, sourceFrames } from './bundle-frames';

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

export interface ProfileSummary {
  process: string;
  /** Milliseconds of samples inside the measured window (all of the profile when the window was not found). */
  sampledMs: number;
  /** Share of the window the process spent on CPU at all (not idle); the other percentages are of that busy time. */
  busyPercent: number;
  windowed: boolean;
  top: Array<{ frame: string; selfPercent: number }>;
  /** Self time grouped by where the code lives: a package, a workspace folder, or V8 itself. */
  byArea: Array<{ area: string; selfPercent: number }>;
  /** The product's own functions by time spent in them and everything they call: where a fix would start. */
  productInclusive: Array<{ frame: string; totalPercent: number }>;
}


/** For each product function, the samples whose stack passes through it (counted once per sample). */
function inclusiveProductTime(nodes: ProfileNode[], counts: Map<number, number>): Map<string, number> {
  const parent = new Map<number, ProfileNode>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (const [id, count] of counts) {
    const seen = new Set<string>();
    for (let node = byId.get(id); node; node = parent.get(node.id)) {
      if (!isProductCode(node.callFrame.url)) continue;
      const name = frameName(node);
      if (seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + count);
    }
  }
  return totals;
}

const isProductCode = (url: string) => /\/(services|gateway|packages)\//.test(url) && !url.includes('node_modules');

function where(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  const workspace = /\/(services\/[^/]+|gateway|packages\/[^/]+)\//.exec(url);
  if (workspace) return workspace[1] as string;
  if (url.startsWith('node:')) return 'node core';
  return url === '' ? 'V8 and native' : 'other';
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/(node_modules\/)/, '$1').replace(/^.*\/(services|gateway|packages)\//, '$1/').replace(/^file:\/\//, '');
  // Product code's lines are its TypeScript's, through the bundle's source map (bundle-frames.ts).
  const line = lineNumber >= 0 && url !== '' ? `:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}${line}` : ''}`;
}

/** Self time per frame from a `--cpu-prof` file, restricted to [fromUs, toUs] on the monotonic clock. */
export function summariseCpuProfile(path: string, processName: string, fromUs: number, toUs: number, topCount = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const toSource = sourceFrames();
  for (const node of profile.nodes) node.callFrame = toSource(node.callFrame);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  let at = profile.startTime;
  let inWindow = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < fromUs || at > toUs) return;
    inWindow += 1;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  const windowed = inWindow > 0;
  if (!windowed) profile.samples.forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
  const total = windowed ? inWindow : profile.samples.length;
  const frames = new Map<string, number>();
  const areas = new Map<string, number>();
  let idle = 0;
  for (const [id, count] of counts) {
    const node = byId.get(id);
    if (!node) continue;
    if (node.callFrame.functionName === '(idle)') {
      idle += count;
      continue;
    }
    const name = frameName(node);
    frames.set(name, (frames.get(name) ?? 0) + count);
    const area = node.callFrame.functionName.startsWith('(') ? node.callFrame.functionName : where(node.callFrame.url);
    areas.set(area, (areas.get(area) ?? 0) + count);
  }
  const percent = (count: number, of = total - idle) => Math.round((count / Math.max(1, of)) * 1000) / 10;
  const ranked = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, topCount);
  const meanIntervalUs = profile.timeDeltas.length ? profile.timeDeltas.reduce((a, b) => a + b, 0) / profile.timeDeltas.length : 0;
  return {
    process: processName,
    sampledMs: Math.round((total * meanIntervalUs) / 1000),
    busyPercent: percent(total - idle, total),
    windowed,
    top: ranked(frames).map(([frame, count]) => ({ frame, selfPercent: percent(count) })),
    byArea: ranked(areas).map(([area, count]) => ({ area, selfPercent: percent(count) })),
    productInclusive: ranked(inclusiveProductTime(profile.nodes, counts)).map(([frame, count]) => ({ frame, totalPercent: percent(count) })),
  };
}
