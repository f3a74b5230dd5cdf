import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { HttpTestdataSource } from '../src/testdata/http-testdata-source';
import { TestdataCache } from '../src/testdata/testdata-cache';
import { FixtureTestdataSource, loadFixtureProblem } from './utils/fixture-problems';
import { startTestdataServer } from './utils/testdata-http-server';
import { testDir } from './utils/judge-harness';

describe('test data over HTTP into the versioned cache', () => {
  const problem = loadFixtureProblem('double-it');
  const dir = testDir('cache');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('downloads once with the judger token, verifies sha256, and serves concurrent tasks from one download', async () => {
    const fixtures = new FixtureTestdataSource([problem]);
    const { url, server, requests } = await startTestdataServer(fixtures, 'secret-token');
    try {
      const cache = new TestdataCache(
        join(dir, 'a'),
        new HttpTestdataSource({ baseUrl: url, judgerToken: 'secret-token' }),
      );
      const [first, second] = await Promise.all([cache.get(problem.spec.id), cache.get(problem.spec.id)]);
      expect(first.dir).toBe(second.dir);
      expect(await readFile(first.pathOf('3.out'), 'utf8')).toBe('6000000000\n');
      expect(fixtures.fetchedFiles).toHaveLength(8);
      // a known version on disk needs no request at all
      const before = requests.length;
      await cache.get(problem.spec.id, problem.spec.testdataVersion);
      expect(requests.length).toBe(before);

      const wrongToken = new TestdataCache(
        join(dir, 'b'),
        new HttpTestdataSource({ baseUrl: url, judgerToken: 'nope' }),
      );
      await expect(wrongToken.get(problem.spec.id)).rejects.toThrow('HTTP 401');
    } finally {
      server.close();
    }
  });

  it('rejects files whose sha256 does not match and leaves no partial version behind', async () => {
    const tampered = new FixtureTestdataSource([problem]);
    tampered.file = async () => Buffer.from('tampered');
    const cache = new TestdataCache(join(dir, 'c'), tampered);
    await expect(cache.get(problem.spec.id)).rejects.toThrow('sha256');
    const honest = new TestdataCache(join(dir, 'c'), new FixtureTestdataSource([problem]));
    expect((await honest.get(problem.spec.id)).manifest.version).toBe(problem.spec.testdataVersion);
  });

  it('follows a version replaced in the middle of its download', async () => {
    const replaced = { ...problem, manifest: { ...problem.manifest, version: 'v3' } };
    const source = new FixtureTestdataSource([problem]);
    const newer = new FixtureTestdataSource([replaced]);
    let calls = 0;
    source.manifest = async (id) => (calls++ === 0 ? problem.manifest : newer.manifest(id));
    source.file = async (id, version, name) => {
      if (version !== 'v3') throw new Error('HTTP 404');
      return newer.file(id, version, name);
    };
    const cache = new TestdataCache(join(dir, 'e'), source);
    expect((await cache.get(problem.spec.id)).manifest.version).toBe('v3');
  });

  it('switches to a new version as soon as the manifest announces it', async () => {
    const source = new FixtureTestdataSource([problem]);
    const cache = new TestdataCache(join(dir, 'd'), source);
    const old = await cache.get(problem.spec.id, problem.spec.testdataVersion);
    const updated = { ...problem, manifest: { ...problem.manifest, version: 'v2' } };
    const newer = new TestdataCache(join(dir, 'd'), new FixtureTestdataSource([updated]));
    const next = await newer.get(problem.spec.id, 'v2');
    expect(next.manifest.version).toBe('v2');
    expect(next.dir).not.toBe(old.dir);
  });
});
