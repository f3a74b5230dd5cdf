import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseIsolateConfig, subordinateIdsFrom, type IsolateConfig } from './isolate-config';

/** The isolate found on this host, and how it must be driven. */
export interface IsolateInstall {
  binary: string;
  version: string;
  /** 1.x drives the cgroup v1 controllers, 2.x a delegated cgroup v2 subtree. */
  cgroup: 'v1' | 'v2';
  config: IsolateConfig;
  /** The memory cgroup directory of box n, where its OOM kills are counted. */
  memoryCgroup(boxId: number): string;
}

const V1_DEFAULT_ROOT = '/sys/fs/cgroup';

/** The configuration file isolate is built with: <prefix>/etc/isolate, or /etc/isolate for /usr. */
export function defaultConfigPath(binary: string): string {
  const prefix = dirname(dirname(binary));
  return prefix === '/usr' || prefix === '/' ? '/etc/isolate' : join(prefix, 'etc', 'isolate');
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function isolateOutput(binary: string, args: string[]): string {
  return execFileSync(binary, args, { encoding: 'utf8', timeout: 10000, env: {} });
}

/**
 * Reads isolate's version (`--version`: "The process isolator 1.10.1") and configuration, and
 * checks that the cgroup hierarchy that version needs exists here. Throws with the reason when
 * this isolate cannot be used on this host.
 */
export function inspectIsolate(binary: string, configPath = defaultConfigPath(binary)): IsolateInstall {
  const banner = isolateOutput(binary, ['--version']);
  const version = /isolator\s+(\d+(?:\.\d+)*)/.exec(banner)?.[1];
  if (!version) throw new Error(`${binary} does not look like isolate: "${banner.split('\n')[0]}"`);
  const cgroup = Number(version.split('.')[0]) >= 2 ? 'v2' : 'v1';
  const config = parseIsolateConfig(
    readFileSync(configPath, 'utf8'),
    subordinateIdsFrom(readOrEmpty('/etc/subuid')),
  );
  const groups =
    cgroup === 'v1'
      ? join(config.cgRoot ?? V1_DEFAULT_ROOT, 'memory', config.cgParent ?? '')
      : isolateOutput(binary, ['--print-cg-root']).trim();
  if (!existsSync(groups))
    throw new Error(`isolate ${version} needs cgroup ${cgroup}, but ${groups} does not exist on this host`);
  return {
    binary,
    version,
    cgroup,
    config,
    memoryCgroup: (boxId) => join(groups, `box-${boxId}`),
  };
}
