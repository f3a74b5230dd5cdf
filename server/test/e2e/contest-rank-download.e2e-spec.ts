import ExcelJS from 'exceljs';
import { JudgeStatus, Role } from '@verdict/common';
import { createUser, loginAs } from '../utils/auth-helpers';
import { binaryBody } from '../utils/binary-body';
import { ContestClient } from '../utils/contest-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';

const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;

/** The rows of the first sheet, as a reader sees them. */
async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('rank')!;
  const rows: unknown[][] = [];
  const width = sheet.getRow(1).cellCount;
  // An empty cell reads back as nothing: compare it as the empty text it was written as.
  sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? '')));
  return rows;
}

/** The final rank as a spreadsheet, compared with the board the API serves. */
describe('downloading a contest rank', () => {
  let t: TestApp;
  let root: ContestClient;
  let owner: ContestClient;
  let ann: ContestClient;
  let acmPids: number[];
  let oiPids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    await createUser(t.app, 'owen', Role.ADMIN);
    for (const name of ['ann', 'bob', 'sam']) await createUser(t.app, name);
    owner = new ContestClient(t.app, await loginAs(t.app, 'owen'));
    ann = new ContestClient(t.app, await loginAs(t.app, 'ann'));
    const made = (id: string, type: number) =>
      createProblemWithCases(t.app, root.token, id, [{ input: '1\n', output: '1\n', score: 100 }], { type });
    acmPids = [await made('RKA', 0), await made('RKB', 0)];
    oiPids = [await made('RKOA', 1), await made('RKOB', 1)];
  });
  afterAll(() => t.close());

  async function contest(type: number): Promise<number> {
    const pids = type === 0 ? acmPids : oiPids;
    const cid = await owner.createContest({ title: `Ranked ${type}`, type, starAccount: ['sam'] });
    await owner.addProblem(cid, pids[0], 'A').expect(200);
    await owner.addProblem(cid, pids[1], 'B').expect(200);
    const bob = new ContestClient(t.app, await loginAs(t.app, 'bob'));
    const sam = new ContestClient(t.app, await loginAs(t.app, 'sam'));
    await ann.judged(cid, pids[0], WA, 0);
    await ann.judged(cid, pids[0], AC, 100);
    await bob.judged(cid, pids[1], WA, 40);
    await sam.judged(cid, pids[0], AC, 100);
    return cid;
  }
  const download = (who: ContestClient, query: Record<string, unknown>) =>
    who.get('/api/file/download-contest-rank', query).buffer(true).parse(binaryBody);

  it('writes HOJ’s columns and the board’s rows for an ACM contest', async () => {
    const cid = await contest(0);
    let board: { username: string }[] = [];
    await eventually(async () => {
      board = (await owner.rank(cid).expect(200)).body.data.records;
      expect(board).toHaveLength(3);
    });
    const response = await download(owner, { cid }).expect(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(`attachment; filename="contest_${cid}_rank.xlsx"`);
    const rows = await sheetRows(response.body as Buffer);
    expect(rows[0]).toEqual([
      'Rank',
      'Username',
      'ShowName',
      'Real Name',
      'School',
      'AC',
      'Total Submission',
      'Total Penalty Time',
      'A',
      'B',
    ]);
    const byName = new Map(rows.slice(1).map((row) => [row[1], row]));
    expect(rows.slice(1).map((row) => row[1])).toEqual(board.map((row) => row.username));
    expect(byName.get('ann')).toEqual(['1', 'ann', 'ann', '', '', 1, 2, expect.any(Number), '-(2)', '']);
    expect(byName.get('sam')?.[0]).toBe('*');
    expect(byName.get('bob')?.slice(5)).toEqual([0, 1, 0, '', '-(1)']);
  });

  it('writes the total score and each problem’s score for an OI contest', async () => {
    const cid = await contest(2);
    await eventually(async () => {
      expect((await owner.rank(cid).expect(200)).body.data.records).toHaveLength(3);
    });
    const rows = await sheetRows(
      (await download(owner, { cid, removeStar: true }).expect(200)).body as Buffer,
    );
    expect(rows[0]).toEqual(['Rank', 'Username', 'ShowName', 'Real Name', 'School', 'Total Score', 'A', 'B']);
    expect(rows.slice(1)).toEqual([
      ['1', 'ann', 'ann', '', '', 100, 100, ''],
      ['2', 'bob', 'bob', '', '', 40, '', 40],
    ]);
  });

  it('is for the contest’s admins only', async () => {
    const cid = await owner.createContest({ title: 'Private board' });
    const refused = await ann.get('/api/file/download-contest-rank', { cid }).expect(403);
    expect(refused.body.msg).toBe('Only the contest author or a super admin can download the rank');
    await download(root, { cid }).expect(200);
  });
});
