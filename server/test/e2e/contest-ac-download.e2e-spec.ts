import { DataSource } from 'typeorm';
import * as yauzl from 'yauzl';
import { JudgeStatus } from '@verdict/common';
import { DISPLAY_ID_MESSAGE } from '../../src/common/http/display-id.decorator';
import { ContestProblemEntity } from '../../src/modules/contest/contest-problem.entity';
import { ContestStore } from '../../src/modules/contest/contest-store';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { UserEntity } from '../../src/modules/user/user.entity';
import { binaryBody } from '../utils/binary-body';
import { ContestClient, contestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';

const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;

/** Every entry of a zip: its name and text. */
function entries(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const found = new Map<string, string>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (failure, stream) => {
          if (failure) return reject(failure);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(parts).toString('utf8'));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(found));
      file.readEntry();
    });
  });
}

const STAMP = /\(\d{14}\)/;

/** The contest's accepted code as a zip, by contestant or by problem. */
describe('downloading a contest’s accepted submissions', () => {
  let t: TestApp;
  let root: ContestClient;
  let owner: ContestClient;
  let ann: ContestClient;
  let bob: ContestClient;

  beforeAll(async () => {
    t = await createTestApp();
    ({ root, owner, ann, bob } = await contestCast(t.app));
  });
  afterAll(() => t.close());

  const download = (who: ContestClient, query: Record<string, unknown>) =>
    who.get('/api/file/download-contest-ac-submission', query).buffer(true).parse(binaryBody);
  const names = (found: Map<string, string>) =>
    [...found.keys()].map((name) => name.replace(STAMP, '(T)')).sort();

  it('packs every accepted ACM submission, by contestant or by problem, leaving out admins on request', async () => {
    const pids = [
      await createProblemWithCases(t.app, root.token, 'ZPA', [{ input: '1\n', output: '1\n' }]),
      await createProblemWithCases(t.app, root.token, 'ZPB', [{ input: '1\n', output: '1\n' }]),
    ];
    const cid = await owner.createContest({ title: 'Zipped Round' });
    await owner.addProblem(cid, pids[0], 'A').expect(200);
    await owner.addProblem(cid, pids[1], 'B').expect(200);
    await ann.judged(cid, pids[0], WA);
    await ann.judged(cid, pids[0], AC);
    await bob.judged(cid, pids[1], AC);
    await owner.judged(cid, pids[1], AC);

    const response = await download(owner, { cid }).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contest_${cid}_ac_submissions.zip"`,
    );
    const byUser = await entries(response.body as Buffer);
    expect(names(byUser)).toEqual(['ann/A_(T).cpp', 'bob/B_(T).cpp', 'owen/B_(T).cpp']);
    expect([...byUser.values()]).toEqual(['int main(){}', 'int main(){}', 'int main(){}']);

    const byProblem = await entries(
      (await download(owner, { cid, splitType: 'problem', excludeAdmin: true }).expect(200)).body as Buffer,
    );
    expect(names(byProblem)).toEqual(['A/ann_(T).cpp', 'B/bob_(T).cpp']);
  });

  it('keeps the latest scored submission per contestant and problem in an OI contest, with its score', async () => {
    const pid = await createProblemWithCases(
      t.app,
      root.token,
      'ZPO',
      [{ input: '1\n', output: '1\n', score: 100 }],
      { type: 1 },
    );
    const cid = await owner.createContest({ title: 'Zipped OI', type: 2 });
    await owner.addProblem(cid, pid, 'A').expect(200);
    await ann.judged(cid, pid, AC, 100);
    await ann.judged(cid, pid, WA, 0);
    const found = await entries((await download(owner, { cid }).expect(200)).body as Buffer);
    expect(names(found)).toEqual(['ann/A_0_(T).cpp']);
  });

  it('refuses a display id that is no short name of safe characters, and packs an odd one stored before', async () => {
    const pid = await createProblemWithCases(t.app, root.token, 'ZPS', [{ input: '1\n', output: '1\n' }]);
    const cid = await owner.createContest({ title: 'Odd names' });
    for (const displayId of ['../../../../tmp/zipslip', '..', 'A/B', 'A B', '-A', 'X'.repeat(33)]) {
      const refused = await owner.addProblem(cid, pid, displayId).expect(400);
      expect(refused.body.msg).toBe(DISPLAY_ID_MESSAGE);
    }
    await owner.addProblem(cid, pid, ' A1 ').expect(200);
    const link = (await owner.get('/api/admin/contest/contest-problem', { cid, pid }).expect(200)).body
      .data as {
      displayId: string;
    };
    expect(link.displayId).toBe('A1');
    const renamed = await owner
      .http()
      .put('/api/admin/contest/contest-problem')
      .set('Authorization', owner.token)
      .send({ ...link, displayId: '../../../../tmp/zipslip' })
      .expect(400);
    expect(renamed.body.msg).toBe(DISPLAY_ID_MESSAGE);

    await t.app
      .get(DataSource)
      .getRepository(ContestProblemEntity)
      .update({ cid, pid }, { displayId: '../../../../tmp/zipslip' });
    await ann.judged(cid, pid, AC);
    const byProblem = await entries(
      (await download(owner, { cid, splitType: 'problem' }).expect(200)).body as Buffer,
    );
    expect(names(byProblem)).toEqual(['.._.._.._.._tmp_zipslip/ann_(T).cpp']);
    const byUser = await entries((await download(owner, { cid }).expect(200)).body as Buffer);
    expect(names(byUser)).toEqual(['ann/.._.._.._.._tmp_zipslip_(T).cpp']);
  });

  it('packs a contest of many files, each with its own code, and an empty contest as an empty zip', async () => {
    const pid = await createProblemWithCases(t.app, root.token, 'ZPM', [{ input: '1\n', output: '1\n' }]);
    const cid = await owner.createContest({ title: 'Many files' });
    await owner.addProblem(cid, pid, 'A').expect(200);
    expect((await entries((await download(owner, { cid }).expect(200)).body as Buffer)).size).toBe(0);

    // More files than one read of codes takes, each a second apart so each keeps its own name.
    const { startTime } = await t.app.get(ContestStore).require(cid);
    const data = t.app.get(DataSource);
    const { uid, username } = await data.getRepository(UserEntity).findOneByOrFail({ username: 'ann' });
    const count = 450;
    await data.getRepository(SubmissionEntity).insert(
      Array.from({ length: count }, (_, n) => ({
        pid,
        displayPid: 'A',
        uid,
        username,
        status: AC,
        code: `// file ${n}`,
        length: 10,
        language: 'C++',
        cid,
        submitTime: new Date(startTime.getTime() + 1000 * (n + 1)),
      })),
    );
    const found = await entries((await download(owner, { cid }).expect(200)).body as Buffer);
    expect(found.size).toBe(count);
    expect(new Set(found.values())).toEqual(new Set(Array.from({ length: count }, (_, n) => `// file ${n}`)));
  });

  it('is for the contest’s admins only, with a clear 400 for a bad split', async () => {
    const cid = await owner.createContest({ title: 'Closed zip' });
    const refused = await ann.get('/api/file/download-contest-ac-submission', { cid }).expect(403);
    expect(refused.body.msg).toBe('Only the contest author or a super admin can download the submissions');
    const bad = await owner
      .get('/api/file/download-contest-ac-submission', { cid, splitType: 'team' })
      .expect(400);
    expect(bad.body.msg).toBe('splitType must be user or problem');
    expect(names(await entries((await download(root, { cid }).expect(200)).body as Buffer))).toEqual([]);
  });
});
