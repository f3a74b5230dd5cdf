import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';

const REPO = join(__dirname, '../../../..');
const PROMETHEUS_DIR = join(REPO, 'deploy/prometheus');

/** Every `verdict_…` metric name the API and the judge declare in their sources. */
function declaredNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const [, name] of readFileSync(path, 'utf8').matchAll(/'(verdict_[a-z0-9_]+)'/g))
          names.add(name);
      }
    }
  };
  walk(join(REPO, 'server/src'));
  walk(join(REPO, 'judger/src'));
  // Node's own figures, under each service's prefix.
  for (const prefix of ['verdict_api_', 'verdict_judger_']) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix });
    for (const metric of registry.getMetricsAsArray()) names.add(metric.name);
  }
  return names;
}

describe("deploy/'s monitoring files", () => {
  it('has alert rules promtool accepts, each firing as its test says and not before', () => {
    const run = (...args: string[]) =>
      execFileSync('promtool', args, { cwd: PROMETHEUS_DIR, encoding: 'utf8' });
    expect(run('check', 'rules', 'verdict-alerts.yml')).toContain('SUCCESS: 6 rules found');
    expect(run('test', 'rules', 'verdict-alerts.test.yml')).toContain('SUCCESS');
    expect(run('check', 'config', '--syntax-only', 'prometheus.yml')).toContain('SUCCESS');
  });

  it('has a dashboard whose every query reads a metric Verdict serves', () => {
    const dashboard = JSON.parse(
      readFileSync(join(REPO, 'deploy/grafana/verdict-dashboard.json'), 'utf8'),
    ) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const declared = declaredNames();
    const unknown: string[] = [];
    for (const panel of dashboard.panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets) {
        for (const [used] of expr.matchAll(/verdict_[a-z0-9_]+/g)) {
          const name = used.replace(/_(bucket|count|sum)$/, '');
          if (!declared.has(name) && !declared.has(used)) unknown.push(`${panel.title}: ${used}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    // The alert rules too.
    const rules = readFileSync(join(PROMETHEUS_DIR, 'verdict-alerts.yml'), 'utf8');
    const unknownInRules = [...rules.matchAll(/verdict_[a-z0-9_]+/g)]
      .map(([used]) => used)
      .filter((used) => !declared.has(used.replace(/_(bucket|count|sum)$/, '')));
    expect(unknownInRules).toEqual([]);
  });
});
