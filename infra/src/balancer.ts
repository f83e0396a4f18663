import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PortInUseError, portAnswers, systemBinary } from '@pkr/platform';
import { repoRoot } from './dev-defaults';
import { own } from './processes';

/** The balancer's rules, then the local runs' two gateways (docker-compose.yml reads the rules with its own gateways). */
export const localBalancerConfig = ['infra/haproxy/balancer.cfg', 'infra/haproxy/local-gateways.cfg'].map((file) => join(repoRoot, file));

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/** HAPROXY_BIN when set, else Debian's haproxy (/usr/sbin, off a normal user's PATH). */
function haproxyBinary(): string {
  const found = process.env.HAPROXY_BIN ?? systemBinary('haproxy');
  if (!found) throw new Error('haproxy was not found on PATH or in /usr/sbin: install the Debian package haproxy or set HAPROXY_BIN');
  return found;
}

/**
 * HAProxy in the foreground on loopback `port`, in front of the two gateways (`http://host:port` each); its
 * warnings go to <logDir>/balancer.log. Answers once the port takes connections.
 */
export async function startBalancer(port: number, gateways: [string, string], logDir = mkdtempSync(join(tmpdir(), 'pkr-balancer-'))): Promise<Balancer> {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, 'balancer.log');
  const log = openSync(logFile, 'a');
  const child = spawn(haproxyBinary(), ['-db', ...localBalancerConfig.flatMap((file) => ['-f', file])], {
    env: { ...process.env, BALANCER_ADDRESS: `127.0.0.1:${port}`, GATEWAY_1: new URL(gateways[0]).host, GATEWAY_2: new URL(gateways[1]).host },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = own(child);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  // The port, not a request: a request waits on gateways that may still be starting.
  const deadline = Date.now() + 30_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null) {
      const said = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      if (said.includes('cannot bind socket')) throw new PortInUseError(port, 'the balancer', 'PORT');
      throw new Error(`haproxy exited with code ${child.exitCode}: ${said.slice(-2_000)}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not listen on ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, stop };
}
