import { DataSource } from 'typeorm';
import { ContestPrintCleanup } from '../../src/modules/contest/print/contest-print-cleanup';
import { ContestPrintEntity } from '../../src/modules/contest/print/contest-print.entity';
import { ContestClient, contestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const LISTING = 'int main() {\n  // a listing long enough to be worth printing on paper\n  return 0;\n}\n';

/** Contest printing: who may print, the length and interval rules, who sees and handles requests. */
describe('contest printing', () => {
  let t: TestApp;
  let root: ContestClient;
  let owner: ContestClient;
  let ann: ContestClient;
  let bob: ContestClient;
  let cid: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ root, owner, ann, bob } = await contestCast(t.app));
    cid = await owner.createContest({ title: 'Printed Round', openPrint: true });
  });
  afterAll(() => t.close());

  const print = (who: ContestClient, body: Record<string, unknown>) =>
    who.post('/api/submit-print-text', { cid, ...body });

  it.each([
    ['Content cannot be empty', { content: '   ' }],
    ['The number of content cannot be less than 50', { content: 'x'.repeat(49) }],
    ['The content can not exceed 65535 characters', { content: 'x'.repeat(65_536) }],
    ['cid is required', { cid: 'abc', content: LISTING }],
  ])('refuses with a clear 400: %s', async (message, body) => {
    const response = await print(ann, body).expect(400);
    expect(response.body.msg).toBe(message);
  });

  it('takes one request per 30 seconds per contestant, confirming it was sent for printing', async () => {
    const first = await print(ann, { content: LISTING }).expect(200);
    expect(first.body.msg).toBe('Sent for printing');
    const again = await print(ann, { content: LISTING }).expect(429);
    expect(again.body.msg).toMatch(/^Printing too fast, please wait \d+ seconds and try again$/);
    await print(bob, { content: `${LISTING}// bob\n` }).expect(200);
  });

  it('shows a contestant their own requests and the contest admin all of them', async () => {
    const mine = (await ann.get('/api/get-contest-print', { cid }).expect(200)).body.data;
    expect(mine.records.map((row: { username: string }) => row.username)).toEqual(['ann']);
    expect(mine.records[0]).not.toHaveProperty('content');
    const all = (await owner.get('/api/get-contest-print', { cid }).expect(200)).body.data;
    expect(all.records.map((row: { username: string }) => row.username)).toEqual(['bob', 'ann']);
    expect(all.records.every((row: { status: number }) => row.status === 0)).toBe(true);
  });

  it('lets the contest admin download a request with its header and mark it printed', async () => {
    const all = (await owner.get('/api/get-contest-print', { cid }).expect(200)).body.data;
    const annRequest = all.records.find((row: { username: string }) => row.username === 'ann');
    const file = await owner.get('/api/file/download-contest-print-text', { id: annRequest.id }).expect(200);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="contest-${cid}-print-${annRequest.id}.txt"`,
    );
    expect(file.text).toMatch(
      /^Username: ann\nReal name: \nPrint time: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\n\n/,
    );
    expect(file.text).toContain(LISTING);

    await ann.get('/api/file/download-contest-print-text', { id: annRequest.id }).expect(403);
    await ann
      .http()
      .put('/api/check-contest-print-status')
      .set('Authorization', ann.token)
      .query({ id: annRequest.id, cid })
      .expect(403);
    await owner
      .http()
      .put('/api/check-contest-print-status')
      .set('Authorization', owner.token)
      .query({ id: annRequest.id, cid })
      .expect(200);
    const mine = (await ann.get('/api/get-contest-print', { cid }).expect(200)).body.data;
    expect(mine.records[0].status).toBe(1);
  });

  it('refuses printing where the contest does not offer it or the contestant may not submit', async () => {
    const closed = await owner.createContest({ title: 'No printer' });
    const refused = await bob.post('/api/submit-print-text', { cid: closed, content: LISTING }).expect(403);
    expect(refused.body.msg).toBe('This contest does not offer printing');
    const over = await owner.createContest({
      title: 'Over',
      openPrint: true,
      startTime: at(-2 * HOUR),
      endTime: at(-HOUR),
    });
    const ended = await bob.post('/api/submit-print-text', { cid: over, content: LISTING }).expect(403);
    expect(ended.body.msg).toBe('The contest has ended, submissions are closed');
    await root.get('/api/get-contest-print', { cid: over }).expect(200);
  });

  it('clears the requests of contests that ended more than a day ago, in the daily clean-up', async () => {
    const prints = t.app.get(DataSource).getRepository(ContestPrintEntity);
    const longOver = await owner.createContest({
      title: 'Long over',
      openPrint: true,
      startTime: at(-3 * DAY),
      endTime: at(-2 * DAY),
    });
    const justOver = await owner.createContest({
      title: 'Just over',
      openPrint: true,
      startTime: at(-3 * HOUR),
      endTime: at(-HOUR),
    });
    for (const ended of [longOver, justOver])
      await prints.insert({ cid: ended, uid: 'u', username: 'ann', content: LISTING, status: 0 });
    const running = await prints.countBy({ cid });

    expect(await t.app.get(ContestPrintCleanup).removeEnded(new Date())).toBe(1);
    expect(await prints.countBy({ cid: longOver })).toBe(0);
    expect(await prints.countBy({ cid: justOver })).toBe(1);
    expect(await prints.countBy({ cid })).toBe(running);
  });
});
