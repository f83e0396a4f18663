import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';

const dumpedDatabase = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  /** The role that owns the database: a restore gives it back to the same role. */
  owner: z.string().min(1),
  file: z.string().regex(/^[a-z0-9_]+\.dump$/),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.iso.datetime(),
  serverVersion: z.string().min(1),
  pgDumpVersion: z.number().int().positive(),
  /** The server's view of committed transactions that every dump shares (pg_current_snapshot()). */
  snapshot: z.string().min(1),
  databases: z.array(dumpedDatabase).min(1),
  /** The sum of every ledger account at the cut, in paisa: 0 in a sound ledger. */
  ledger: z.object({ database: z.string(), sum: z.number().int() }).nullable(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type DumpedDatabase = z.infer<typeof dumpedDatabase>;

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describeDump(dir: string, name: string, owner: string, file: string): Promise<DumpedDatabase> {
  const path = join(dir, file);
  return { name, owner, file, bytes: statSync(path).size, sha256: await sha256Of(path) };
}

export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifestSchema.parse(manifest), null, 2)}\n`);
}

export function readManifest(dir: string): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')));
}

/** Every dump's size and checksum against the manifest; answers what differs, empty when all match. */
export async function checksumFailures(dir: string, manifest: Manifest): Promise<string[]> {
  const failures: string[] = [];
  for (const database of manifest.databases) {
    const path = join(dir, database.file);
    let bytes: number;
    try {
      bytes = statSync(path).size;
    } catch {
      failures.push(`${database.file} is missing`);
      continue;
    }
    if (bytes !== database.bytes) failures.push(`${database.file} has ${bytes} bytes where the manifest says ${database.bytes}`);
    else if ((await sha256Of(path)) !== database.sha256) failures.push(`${database.file} does not match its sha256 in the manifest`);
  }
  return failures;
}
