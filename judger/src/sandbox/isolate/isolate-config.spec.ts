import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveIsolateBinary } from './isolate-binary';
import { parseIsolateConfig, subordinateIdsFrom } from './isolate-config';
import { defaultConfigPath } from './isolate-install';

const noSubordinateIds = () => undefined;

describe('isolate configuration', () => {
  it('reads the 1.x file: box root, uids, boxes and the cgroup v1 parent', () => {
    const text = [
      '# comment = ignored',
      'box_root = /var/local/lib/isolate',
      'cg_root = /sys/fs/cgroup',
      'cg_parent = judge',
      'first_uid = 60000',
      'first_gid = 60000',
      'num_boxes=1024',
      'box0.cpus = 1',
    ].join('\n');
    expect(parseIsolateConfig(text, noSubordinateIds)).toEqual({
      boxRoot: '/var/local/lib/isolate',
      firstUid: 60000,
      numBoxes: 1024,
      cgRoot: '/sys/fs/cgroup',
      cgParent: 'judge',
    });
  });

  it('takes the uids of 2.x subid_user from /etc/subuid, num_boxes capping their count', () => {
    const subuid = subordinateIdsFrom('root:100000:65536\nisolate:200000:1000\n');
    const text =
      'box_root = /var/local/lib/isolate\ncg_root = auto:/run/isolate/cgroup\nsubid_user = isolate\n';
    expect(parseIsolateConfig(text, subuid)).toMatchObject({ firstUid: 200000, numBoxes: 1000 });
    expect(parseIsolateConfig(`${text}num_boxes = 128\n`, subuid)).toMatchObject({ numBoxes: 128 });
    expect(() => parseIsolateConfig(text, noSubordinateIds)).toThrow('no /etc/subuid entry');
  });

  it('refuses a file without box root or uids', () => {
    expect(() => parseIsolateConfig('first_uid = 1\nnum_boxes = 64\n', noSubordinateIds)).toThrow('box_root');
    expect(() => parseIsolateConfig('box_root = /b\n', noSubordinateIds)).toThrow('first_uid');
  });

  it('finds the file isolate was built with from its install prefix', () => {
    expect(defaultConfigPath('/usr/local/bin/isolate')).toBe('/usr/local/etc/isolate');
    expect(defaultConfigPath('/usr/bin/isolate')).toBe('/etc/isolate');
    expect(defaultConfigPath('/opt/isolate/bin/isolate')).toBe('/opt/isolate/etc/isolate');
  });
});

describe('isolate binary', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'verdict-isolate-bin-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes an override only as an absolute path of an executable file', () => {
    const fake = join(dir, 'isolate');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(resolveIsolateBinary(fake)).toBe(fake);
    expect(resolveIsolateBinary('isolate')).toBeUndefined();
    expect(resolveIsolateBinary(dir)).toBeUndefined();
    chmodSync(fake, 0o644);
    expect(resolveIsolateBinary(fake)).toBeUndefined();
  });

  it('searches PATH after the install directories, as an absolute path', () => {
    const fake = join(dir, 'isolate');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    const found = resolveIsolateBinary(undefined, `relative/dir:${dir}`);
    // an isolate installed in /usr/local/bin or /usr/bin wins over PATH
    expect([fake, '/usr/local/bin/isolate', '/usr/bin/isolate']).toContain(found);
  });
});
