import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { natsServerBinary } from './nats-server';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dirWithBinary(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pkr-bin-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'nats-server'), '#!/bin/sh\n', { mode: 0o755 });
  return dir;
}

describe('finding nats-server', () => {
  it('takes NATS_SERVER_BIN as it is when set', () => {
    expect(natsServerBinary({ NATS_SERVER_BIN: '/opt/nats/nats-server', PATH: dirWithBinary() })).toBe('/opt/nats/nats-server');
  });

  it('takes the first one on PATH', () => {
    const dir = dirWithBinary();
    expect(natsServerBinary({ PATH: `/nowhere:${dir}` })).toBe(join(dir, 'nats-server'));
  });

  it("finds Debian's /usr/sbin/nats-server when PATH is a normal user's", () => {
    expect(natsServerBinary({ PATH: '/usr/local/bin:/usr/bin:/bin' })).toBe('/usr/sbin/nats-server');
  });
});
