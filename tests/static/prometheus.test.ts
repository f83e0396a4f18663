import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../../infra/src/dev-defaults';

const prometheusDir = join(repoRoot, 'infra/prometheus');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** Debian's promtool (package `prometheus`, installed by `make test-deps`): its output, or the failure with it. */
const promtool = async (...args: string[]) => (await promisify(execFile)('promtool', args, { cwd: prometheusDir, encoding: 'utf8' })).stdout;

/** Every TypeScript source file under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The metric names the code defines, from each call that makes one. */
const definedMetrics = new Set(
  ['packages/platform/src', 'services', 'gateway/src'].flatMap(sources).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:counter|gauge|probedGauge|latencyHistogram)\(\s*'(pkr_[a-z_]+)'/g)].map((match) => match[1] as string),
  ),
);

/** The product's metric names a query reads, a histogram's series taken back to the histogram. */
const metricsIn = (text: string) => [...text.matchAll(/\bpkr_[a-z_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, ''));

const alerts = parse(read('infra/prometheus/alerts.yml')) as { groups: { rules: { alert: string; expr: string }[] }[] };
const dashboard = JSON.parse(read('infra/grafana/dashboards/operations.json')) as { panels: { title: string; targets: { expr: string }[] }[] };

describe('the Prometheus and Grafana files', () => {
  // Three short processes, run side by side; a loaded machine can take seconds to start each.
  it('pass promtool: the scrape config, the alert rules and the rules unit test', async () => {
    const checks = await Promise.all([promtool('check', 'config', 'prometheus.yml'), promtool('check', 'rules', 'alerts.yml'), promtool('test', 'rules', 'alerts.test.yml')]);
    for (const output of checks) expect(output).toContain('SUCCESS');
  }, 30_000);

  it('query only metrics the services define', () => {
    expect(definedMetrics.size).toBeGreaterThan(15);
    const queried = [...alerts.groups.flatMap((group) => group.rules.map((rule) => rule.expr)), ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr))];
    for (const expr of queried) for (const name of metricsIn(expr)) expect(definedMetrics, expr).toContain(name);
  });

  it('draw the panels an operator watches', () => {
    expect(dashboard.panels.map((panel) => panel.title)).toEqual(
      expect.arrayContaining(['Bets a second', 'p99 per bus call', 'p99 per HTTP route', 'Outbox lag', 'Sockets open', 'Leader', 'Pending money requests']),
    );
  });

  it('are explained in docs/operations-metrics.md: every metric and every alert', () => {
    const doc = read('docs/operations-metrics.md');
    for (const name of definedMetrics) expect(doc, name).toContain(`\`${name}\``);
    for (const rule of alerts.groups.flatMap((group) => group.rules)) expect(doc, rule.alert).toContain(`\`${rule.alert}\``);
  });
});
