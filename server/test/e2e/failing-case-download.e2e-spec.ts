import request from 'supertest';
import { JudgeStatus } from '@verdict/common';
import { binaryParser, readZip } from '../factories/problem-zip';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { hojPid } from '../utils/hoj-pid';

const CASES = [1, 2, 3].map((i) => ({ input: `${i} ${i}\n`, output: `${i + i}\n` }));
const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;

/**
 * The failing case of a wrong answer: only the first failing case of one's own
 * submission, outside contests, while the site allows it, a few times a day.
 */
describe('failing-case download', () => {
  let t: TestApp;
  let pid: number;
  let root: string;
  let uma: string;
  const http = () => request(t.app.getHttpServer());
  const download = (token: string, data: number) =>
    http().get('/api/file/download-testcase-one').query({ pid, data }).set('Authorization', token);
  /** The texts in the zip of an allowed download. */
  const downloadedTexts = async (token: string, data: number) => {
    const zip = await download(token, data).buffer(true).parse(binaryParser).expect(200);
    return [...(await readZip(zip.body as Buffer)).values()].map(String).sort();
  };
  const setSite = (body: Record<string, unknown>) =>
    http().put('/api/admin/config/set-web-config').set('Authorization', root).send(body);
  /** A judged wrong answer with these case verdicts (uma's unless told); returns its detail. */
  const wrongAnswer = async (caseStatuses: number[], token = uma) => {
    const submitted = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid: await hojPid(t.app, pid), language: 'C++', code: 'int main(){}' })
      .expect(200);
    const submitId = submitted.body.data.submitId as number;
    await reportVerdict(t.app, submitId, { status: WA, caseStatuses });
    const detail = await http()
      .get('/api/get-submission-detail')
      .query({ submitId })
      .set('Authorization', token)
      .expect(200);
    return detail.body.data as { waCaseData: number | null };
  };

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    pid = await createProblemWithCases(t.app, root, 'FC1', CASES);
    await createUser(t.app, 'uma');
    uma = await loginAs(t.app, 'uma');
  });
  afterAll(() => t.close());

  it('is on by default, at most 10 a day, and the site config says so', async () => {
    const site = await http().get('/api/get-website-config').expect(200);
    expect(site.body.data).toMatchObject({ openFailingCaseDownload: true, failingCaseDownloadsPerDay: 10 });
  });

  it('gives a submission that prints nothing its first case only, not the whole test set', async () => {
    const nothing = await wrongAnswer([WA, WA, WA]);
    expect(nothing.waCaseData).not.toBeNull();
    expect(await downloadedTexts(uma, nothing.waCaseData!)).toEqual([CASES[0].input, CASES[0].output].sort());

    const second = await download(uma, nothing.waCaseData! + 1).expect(403);
    expect(second.body.msg).toBe('Only the first failing case of your own wrong answer can be downloaded');
    await download(uma, nothing.waCaseData! + 2).expect(403);
  });

  it("follows each submission's own first failing case", async () => {
    const laterFailure = await wrongAnswer([AC, WA, WA]);
    const firstFailing = await wrongAnswer([WA]);
    expect(laterFailure.waCaseData).toBe(firstFailing.waCaseData! + 1);
    expect(await downloadedTexts(uma, laterFailure.waCaseData!)).toEqual(
      [CASES[1].input, CASES[1].output].sort(),
    );
    await download(uma, laterFailure.waCaseData! + 1).expect(403);
  });

  it('refuses anonymous callers, other users and bad input', async () => {
    const { waCaseData } = await wrongAnswer([WA]);
    await http().get('/api/file/download-testcase-one').query({ pid, data: waCaseData }).expect(401);
    const other = await download(root, waCaseData!).expect(403);
    expect(other.body.msg).toBe('Only the first failing case of your own wrong answer can be downloaded');
    const missing = await http()
      .get('/api/file/download-testcase-one')
      .query({ pid })
      .set('Authorization', uma)
      .expect(400);
    expect(missing.body.msg).toBe('data is required');
  });

  it('can be turned off by the super admin: no case in the detail, 403 on download', async () => {
    const { waCaseData } = await wrongAnswer([WA]);
    await setSite({ openFailingCaseDownload: false }).expect(200);
    try {
      const site = await http().get('/api/get-website-config').expect(200);
      expect(site.body.data.openFailingCaseDownload).toBe(false);
      expect((await wrongAnswer([WA])).waCaseData).toBeNull();
      const off = await download(uma, waCaseData!).expect(403);
      expect(off.body).toEqual({
        status: 403,
        msg: 'Downloading failing cases is turned off on this site',
        data: { code: 'FORBIDDEN' },
      });
    } finally {
      await setSite({ openFailingCaseDownload: true }).expect(200);
    }
  });

  it('stops at the daily limit of each user', async () => {
    await createUser(t.app, 'ned');
    const ned = await loginAs(t.app, 'ned');
    const { waCaseData } = await wrongAnswer([WA], ned);
    await setSite({ failingCaseDownloadsPerDay: 2 }).expect(200);
    await download(ned, waCaseData!).expect(200);
    await download(ned, waCaseData!).expect(200);
    const capped = await download(ned, waCaseData!).expect(429);
    expect(capped.body.msg).toMatch(
      /^You can download at most 2 failing cases a day, please try again in \d+ hours?$/,
    );
    // uma has downloaded two already today, before the limit was lowered
    await download(uma, waCaseData!).expect(429);
    await setSite({ failingCaseDownloadsPerDay: 10 }).expect(200);
    await download(uma, waCaseData!).expect(200);
  });

  it.each([
    [
      { failingCaseDownloadsPerDay: 0 },
      'The daily failing-case download limit must be an integer from 1 to 1000',
    ],
    [
      { failingCaseDownloadsPerDay: 'many' },
      'The daily failing-case download limit must be an integer from 1 to 1000',
    ],
    [{ openFailingCaseDownload: 'yes' }, 'openFailingCaseDownload must be true or false'],
  ])('refuses the site setting %j', async (body, message) => {
    const refused = await setSite(body).expect(400);
    expect(refused.body.msg).toBe(message);
  });
});
