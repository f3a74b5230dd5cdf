import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What boxes see as /etc: the few host entries that toolchains read, never the host's own /etc,
 * where deploy/ keeps the judger's env file and where any world-readable secret would be exposed.
 * Linking (ld.so.*), `alternatives` (javac and cc are symlinks through it), the time zone, the
 * JDK's configuration, which Debian keeps under /etc/java-<n>-openjdk, and Mono's (without it,
 * Mono finds no file at all).
 */
const HOST_ENTRIES = ['ld.so.cache', 'ld.so.conf', 'ld.so.conf.d', 'localtime', 'timezone', 'mono'];
const HOST_ENTRY_PATTERNS = [/^java-\d+-openjdk$/];

export interface BoxUsers {
  /** The first uid boxes run as, and how many follow it. */
  firstUid: number;
  count: number;
}

/** passwd and group naming root, nobody and the box users, so tools that look a user up find one. */
function accounts(users: BoxUsers): { passwd: string; group: string } {
  const passwd = ['root:x:0:0:root:/root:/usr/sbin/nologin'];
  const group = ['root:x:0:'];
  for (let uid = users.firstUid; uid < users.firstUid + users.count; uid++) {
    passwd.push(`box${uid}:x:${uid}:${uid}:box:/w:/usr/sbin/nologin`);
    group.push(`box${uid}:x:${uid}:`);
  }
  passwd.push('nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin');
  group.push('nogroup:x:65534:');
  return { passwd: passwd.join('\n') + '\n', group: group.join('\n') + '\n' };
}

/** Only the links of /etc/alternatives: they point into /usr, and nothing else belongs there. */
function copyAlternatives(hostEtc: string, target: string): void {
  const source = join(hostEtc, 'alternatives');
  if (!existsSync(source)) return;
  mkdirSync(join(target, 'alternatives'), { mode: 0o755 });
  for (const name of readdirSync(source)) {
    if (!lstatSync(join(source, name)).isSymbolicLink()) continue;
    cpSync(join(source, name), join(target, 'alternatives', name), { verbatimSymlinks: true });
  }
}

/**
 * Writes the curated /etc into `dir` (replacing what is there) and returns `dir`. The directory
 * belongs to the judger and is mounted read-only into every box.
 */
export function buildCuratedEtc(dir: string, users: BoxUsers, hostEtc = '/etc'): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const wanted = readdirSync(hostEtc).filter(
    (name) => HOST_ENTRIES.includes(name) || HOST_ENTRY_PATTERNS.some((pattern) => pattern.test(name)),
  );
  for (const name of wanted)
    cpSync(join(hostEtc, name), join(dir, name), { recursive: true, verbatimSymlinks: true });
  copyAlternatives(hostEtc, dir);
  const { passwd, group } = accounts(users);
  writeFileSync(join(dir, 'passwd'), passwd, { mode: 0o644 });
  writeFileSync(join(dir, 'group'), group, { mode: 0o644 });
  writeFileSync(join(dir, 'hosts'), '127.0.0.1\tlocalhost box\n::1\tlocalhost\n', { mode: 0o644 });
  return dir;
}
