import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { isFinalStatus } from '@verdict/common';
import { backupSite } from '../../src/backup/backup-site';
import { restoreSite } from '../../src/backup/restore-site';
import type { SiteLocation } from '../../src/backup/site-database';
import { TestUsers } from '../utils/api-client';
import { loginAs } from '../utils/auth-helpers';
import { eventually } from '../utils/eventually';
import {
  columnsOfSite,
  emptySite,
  filesOf,
  readArchive,
  removeSite,
  rowsOfArchive,
  rowsOfSite,
  writeArchive,
} from '../utils/backup-helpers';
import { ContestClient } from '../utils/contest-helpers';
import { createTestApp, type TestApp } from '../utils/create-test-app';
import { allowGroupCreation, createGroup, NIGHT_CLASS } from '../utils/group-helpers';
import { hojPid } from '../utils/hoj-pid';
import { PNG_1X1 } from '../utils/images';
import { createProblemWithUploadedCases, waitForVerdict } from '../utils/judging-helpers';
import { TEST_MODE } from '../utils/test-mode';

const ADD = 'a, b = map(int, input().split())\nprint(a + b)\n';
const SLOW_ADD = `import time\ntime.sleep(0.3)\n${ADD}`;
const JUDGED_HERE = {
  EMBEDDED_JUDGER: 'true',
  JUDGE_LANGUAGES: 'Python3',
  JUDGE_WORKERS: '1',
  SUBMIT_INTERVAL_SECONDS: '0',
};
/** What a restored site's data folder holds besides the archive's files: its own working folders. */
const WORKING_FILES = /^(verdict\.sqlite|judge|tmp)/;

const siteOf = (app: TestApp): SiteLocation => ({
  dataDir: app.config.dataDir,
  databaseUrl: app.config.databaseUrl,
});

/**
 * A site with users, a problem with uploaded test data, a contest with judged submissions, a group,
 * a discussion and an avatar is backed up while more submissions are being judged, and restored.
 */
describe(`backup and restore (${TEST_MODE})`, () => {
  let source: TestApp;
  const users = new TestUsers(() => source.app);
  let cid: number;
  let pid: number;
  let backups: string;

  const submit = async (who: string, code: string, contest?: number) =>
    (
      await users
        .as(who)
        .post('/api/submit-problem-judge', {
          pid: await hojPid(source.app, pid, contest),
          ...(contest ? { cid: String(contest) } : {}),
          language: 'Python3',
          code,
        })
        .expect(200)
    ).body.data.submitId as number;
  const contestJudged = (submitId: number) =>
    eventually(async () => {
      const polled = await users
        .as('root')
        .post('/api/check-contest-submissions-status', { cid, submitIds: [submitId] });
      expect(isFinalStatus(polled.body.data[submitId]?.status)).toBe(true);
    }, 90_000);
  const board = async (app: TestApp, token: string) =>
    (await new ContestClient(app.app, token).rank(cid, { currentPage: 1, limit: 30 }).expect(200)).body.data
      .records;

  beforeAll(async () => {
    source = await createTestApp(JUDGED_HERE);
    backups = mkdtempSync(join(tmpdir(), 'verdict-backups-'));
    await users.signInRoot();
    await users.signUp(['ann', 'bob']);
    pid = await createProblemWithUploadedCases(source.app, users.tokens.root, 'SUM', [
      { input: '2 3\n', output: '5\n' },
      { input: '10 -4\n', output: '6\n' },
    ]);
    const root = new ContestClient(source.app, users.tokens.root);
    cid = await root.createContest({ title: 'Backup Cup' });
    await root.addProblem(cid, pid, 'A').expect(200);
    for (const who of ['ann', 'bob'])
      await new ContestClient(source.app, users.tokens[who]).register(cid).expect(200);
    await contestJudged(await submit('ann', ADD, cid));
    await contestJudged(await submit('bob', 'print(0)\n', cid));
    await allowGroupCreation(source.app);
    await createGroup(users.as('ann'), NIGHT_CLASS);
    const category = (
      await users
        .as('root')
        .post('/api/discussion-category', [{ name: 'General' }])
        .expect(200)
    ).body.data[0].id as number;
    await users
      .as('root')
      .post('/api/discussion', {
        title: 'Kept',
        description: 'A post',
        content: 'Kept across disks.',
        categoryId: category,
      })
      .expect(200);
    await request(source.app.getHttpServer())
      .post('/api/file/upload-avatar')
      .set('Authorization', users.tokens.bob)
      .attach('image', PNG_1X1, 'me.png')
      .expect(200);
  }, 180_000);
  afterAll(async () => {
    await source?.close();
    rmSync(backups, { recursive: true, force: true });
  });

  it('backs up while submissions are judged, and the restored site has every row and file, its users and its board', async () => {
    const during: number[] = [];
    for (let i = 0; i < 4; i += 1) during.push(await submit('bob', SLOW_ADD));
    const { archive, manifest } = await backupSite(siteOf(source), { to: backups });
    const entries = await readArchive(archive);
    const archived = rowsOfArchive(entries);
    const submissions = archived
      .get('judge')!
      .map((line) => JSON.parse(line) as { submitId: number; status: number });
    expect(submissions.map((row) => row.submitId)).toEqual(expect.arrayContaining(during));
    // One worker judges the four in turn, each sleeping 0.3 s: the last cannot be final yet.
    expect(
      submissions.filter((row) => during.includes(row.submitId) && !isFinalStatus(row.status)),
    ).not.toEqual([]);
    expect(manifest.tables.find((table) => table.table === 'judge')!.rows).toBe(submissions.length);
    expect(manifest.files.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        'judger-token',
        'remote-judge-key',
        expect.stringMatching(/^testcase\//),
        expect.stringMatching(/^uploads\//),
      ]),
    );

    const target = await emptySite(TEST_MODE === 'mysql' ? 'mysql' : 'sqlite');
    await restoreSite(target, archive);
    expect(await rowsOfSite(target)).toEqual(archived);
    const sourceFiles = filesOf(source.config.dataDir, WORKING_FILES);
    expect(filesOf(target.dataDir, WORKING_FILES)).toEqual(
      Object.fromEntries(manifest.files.map((file) => [file.path, sourceFiles[file.path]])),
    );

    for (const id of during) await waitForVerdict(source.app, id);
    const restored = await createTestApp(
      { ...JUDGED_HERE, RECONCILE_INTERVAL_SECONDS: '1', RECONCILE_STALE_SECONDS: '1' },
      { site: target },
    );
    try {
      const annHere = await loginAs(restored.app, 'ann');
      expect(await board(restored, annHere)).toEqual(await board(source, users.tokens.ann));
      // Submissions the snapshot caught while they waited are judged again on the restored site.
      for (const id of during)
        expect(isFinalStatus((await waitForVerdict(restored.app, id)).status)).toBe(true);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('backs up a quiet site exactly: every row and file of the source comes back', async () => {
    const { archive } = await backupSite(siteOf(source), { to: backups });
    const target = await emptySite(TEST_MODE === 'mysql' ? 'mysql' : 'sqlite');
    try {
      await restoreSite(target, archive);
      expect(await rowsOfSite(target)).toEqual(await rowsOfSite(siteOf(source)));
      // The rows compared are whole: every column the database has is in the archive.
      const archivedColumns = [...rowsOfArchive(await readArchive(archive))]
        .filter(([, lines]) => lines.length > 0)
        .map(([table, lines]) => [table, Object.keys(JSON.parse(lines[0]) as object).sort()]);
      const columns = await columnsOfSite(siteOf(source));
      expect(archivedColumns).toEqual(
        archivedColumns.map(([table]) => [table, columns.get(table as string)]),
      );
      expect(archivedColumns.length).toBeGreaterThan(20);
      expect(filesOf(target.dataDir, WORKING_FILES)).toEqual(filesOf(source.config.dataDir, WORKING_FILES));
    } finally {
      await removeSite(target);
    }
  }, 120_000);

  (TEST_MODE === 'embedded' ? describe : describe.skip)('an SQLite site moved to MariaDB', () => {
    let target: SiteLocation;
    afterAll(async () => {
      if (target) await removeSite(target);
    });

    it('goes through the same archive with the backup and restore commands', async () => {
      const backedUp = await runCommand('backup-command', ['--to', backups], {
        DATA_DIR: source.config.dataDir,
      });
      expect(backedUp.code).toBe(0);
      const archive = /^(\S+\.tar\.gz) \(\d+ tables, \d+ rows, \d+ files\)$/.exec(backedUp.stdout.trim())![1];
      target = await emptySite('mysql');
      const into = { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl! };
      const restored = await runCommand('restore-command', [archive], into);
      expect(restored.stdout.trim()).toMatch(/^Restored \d+ rows and \d+ files into .+ and the database\.$/);
      expect(restored.stderr).toMatch(/^table user: 3 rows$/m);

      expect(toSeconds(await rowsOfSite(target))).toEqual(
        toSeconds(rowsOfArchive(await readArchive(archive))),
      );
      const again = await runCommand('restore-command', [archive], {
        ...into,
        DATA_DIR: `${target.dataDir}-again`,
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already has \d+ tables: restore needs an empty database/);

      const moved = await createTestApp(JUDGED_HERE, { site: target });
      try {
        expect(await board(moved, await loginAs(moved.app, 'ann'))).toEqual(
          await board(source, users.tokens.ann),
        );
      } finally {
        await moved.close();
      }
      target = undefined as unknown as SiteLocation;
    }, 120_000);
  });

  describe('refuses', () => {
    let archive: string;
    let target: SiteLocation;
    beforeAll(async () => {
      archive = (await backupSite(siteOf(source), { to: backups })).archive;
    }, 60_000);
    beforeEach(async () => {
      target = await emptySite(TEST_MODE === 'mysql' ? 'mysql' : 'sqlite');
    });
    afterEach(async () => {
      if (target) await removeSite(target);
    });

    it('a data folder that is not empty', async () => {
      mkdirAndWrite(target.dataDir, 'notes.txt');
      await expect(restoreSite(target, archive)).rejects.toThrow(
        /is not empty: restore needs an empty DATA_DIR/,
      );
      expect(existsSync(join(target.dataDir, 'notes.txt'))).toBe(true);
    });

    const expectUntouched = async () => {
      expect(existsSync(target.dataDir) ? readdirSync(target.dataDir) : []).toEqual([]);
      if (target.databaseUrl) expect(await columnsOfSite(target)).toEqual(new Map());
    };
    const tampered = async (change: (entries: Map<string, Buffer>) => void) => {
      const entries = await readArchive(archive);
      change(entries);
      const path = join(backups, `tampered-${Date.now()}.tar.gz`);
      await writeArchive(path, entries);
      return path;
    };

    it('an archive damaged on disk, and leaves the target empty', async () => {
      const bytes = readFileSync(archive);
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      const damaged = join(backups, 'damaged.tar.gz');
      writeFileSync(damaged, bytes);
      await expect(restoreSite(target, damaged)).rejects.toThrow(
        /^The archive is damaged: .+\. Nothing was restored\.$/,
      );
      await expectUntouched();
    });

    it('an archive whose entry no longer matches its checksum', async () => {
      const path = await tampered((entries) => {
        const users = entries.get('database/user.jsonl')!.toString('utf8');
        entries.set('database/user.jsonl', Buffer.from(users.replace('"role":1002', '"role":1000')));
      });
      await expect(restoreSite(target, path)).rejects.toThrow(
        'The archive is damaged: database/user.jsonl does not match its checksum. Nothing was restored.',
      );
      await expectUntouched();
    });

    it('an archive naming a path outside the data folder', async () => {
      const path = await tampered((entries) => entries.set('files/../../escaped', Buffer.from('x')));
      await expect(restoreSite(target, path)).rejects.toThrow(
        /holds an entry it should not \("files\/..\/..\/escaped"\)/,
      );
      expect(existsSync(join(target.dataDir, '..', '..', 'escaped'))).toBe(false);
      await expectUntouched();
    });

    it('an archive of a newer Verdict, before reading the rest', async () => {
      const path = await tampered((entries) => {
        const header = JSON.parse(entries.get('verdict-backup.json')!.toString('utf8')) as { schema: number };
        entries.set(
          'verdict-backup.json',
          Buffer.from(JSON.stringify({ ...header, schema: header.schema + 1 })),
        );
      });
      await expect(restoreSite(target, path)).rejects.toThrow(
        /^This archive comes from a newer Verdict \(schema \d+; this one knows up to \d+\): upgrade Verdict, then restore\.$/,
      );
      await expectUntouched();
    });

    (TEST_MODE === 'mysql' ? it : it.skip)('a database that already has tables', async () => {
      await restoreSite(target, archive);
      const again = { ...target, dataDir: join(target.dataDir, '..', 'again') };
      await expect(restoreSite(again, archive)).rejects.toThrow(
        /already has \d+ tables: restore needs an empty database/,
      );
      expect(existsSync(again.dataDir)).toBe(false);
    });
  });
});

function mkdirAndWrite(folder: string, name: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), 'mine');
}

/** Runs one of the backup commands from source, as `pnpm backup` / `pnpm restore` run the built ones. */
function runCommand(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = join(__dirname, '..', '..', 'src', 'backup', `${name}.ts`);
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', script, ...args],
      { env: { ...process.env, DATABASE_URL: '', ...env }, cwd: join(__dirname, '..', '..') },
      (error, stdout, stderr) => done({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/**
 * A MariaDB column keeps a date to the precision it declares (whole seconds for a few of them),
 * where SQLite keeps every millisecond: rows compared across the two are compared to the second.
 */
function toSeconds(tables: Map<string, string[]>): Map<string, string[]> {
  return new Map(
    [...tables].map(([table, lines]) => [
      table,
      lines.map((line) => line.replace(/(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.\d{3}Z/g, '$1Z')).sort(),
    ]),
  );
}
