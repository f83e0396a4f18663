import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface CallFrame {
  functionName: string;
  url: string;
  /** Zero-based, as V8 writes them. */
  lineNumber: number;
  columnNumber: number;
}

/**
 * A service runs from one bundled file (infra/src/service-bundles.ts), so a profile's frames all name its
 * `dist/main.js`; this puts each back at the TypeScript file and line its source map names, so time is told by
 * workspace and file as before. Frames of other files, or of a bundle without its map, stay as they are.
 */
export function sourceFrames(): (frame: CallFrame) => CallFrame {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (bundle: string) => {
    if (!maps.has(bundle)) maps.set(bundle, existsSync(`${bundle}.map`) ? new TraceMap(readFileSync(`${bundle}.map`, 'utf8')) : null);
    return maps.get(bundle) ?? null;
  };
  return (frame) => {
    if (!frame.url.startsWith('file://') || !frame.url.endsWith('/dist/main.js')) return frame;
    const bundle = fileURLToPath(frame.url);
    const map = mapOf(bundle);
    if (!map) return frame;
    const { source, line } = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (source === null || line === null) return frame;
    return { ...frame, url: pathToFileURL(resolve(dirname(bundle), source)).href, lineNumber: line - 1 };
  };
}
