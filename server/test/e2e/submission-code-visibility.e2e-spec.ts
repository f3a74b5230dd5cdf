import request from 'supertest';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { hojPid } from '../utils/hoj-pid';

/**
 * Who reads a submission's code and, when the code is
 * hidden, the reason the detail names; plus the submit interval the editor counts down.
 */
describe('submission code visibility', () => {
  let t: TestApp;
  let root: string;
  let vera: string;
  let xena: string;
  let sharedProblemSubmit: number;
  let closedProblemSubmit: number;
  const http = () => request(t.app.getHttpServer());
  const detail = (submitId: number, token?: string) => {
    const call = http().get('/api/get-submission-detail').query({ submitId });
    return (token ? call.set('Authorization', token) : call).expect(200);
  };
  const submit = async (token: string, pid: number) => {
    const response = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid: await hojPid(t.app, pid), language: 'C++', code: 'int main(){}' })
      .expect(200);
    return response.body.data.submitId as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const cases = [{ input: '1 2\n', output: '3\n' }];
    const sharing = await createProblemWithCases(t.app, root, 'CV1', cases, { codeShare: true });
    const closed = await createProblemWithCases(t.app, root, 'CV2', cases, { codeShare: false });
    await createUser(t.app, 'vera');
    await createUser(t.app, 'xena');
    vera = await loginAs(t.app, 'vera');
    xena = await loginAs(t.app, 'xena');
    sharedProblemSubmit = await submit(vera, sharing);
    closedProblemSubmit = await submit(vera, closed);
  });
  afterAll(() => t.close());

  it('gives the author and admins the code, with no reason', async () => {
    for (const token of [vera, root]) {
      const { body } = await detail(sharedProblemSubmit, token);
      expect(body.data.submission.code).toBe('int main(){}');
      expect(body.data.codeHiddenReason).toBeNull();
    }
  });

  it('names "not-shared" to others and to visitors until the author shares it', async () => {
    for (const token of [xena, undefined]) {
      const { body } = await detail(sharedProblemSubmit, token);
      expect(body.data.submission.code).toBeNull();
      expect(body.data.codeHiddenReason).toBe('not-shared');
    }
    await http()
      .put('/api/submission')
      .set('Authorization', vera)
      .send({ submitId: sharedProblemSubmit, share: true })
      .expect(200);
    const shared = await detail(sharedProblemSubmit, xena);
    expect(shared.body.data.submission.code).toBe('int main(){}');
    expect(shared.body.data.codeHiddenReason).toBeNull();
  });

  it('names "sharing-off" where the problem does not allow sharing', async () => {
    const { body } = await detail(closedProblemSubmit, xena);
    expect(body.data.submission.code).toBeNull();
    expect(body.data.codeHiddenReason).toBe('sharing-off');
  });

  it('tells every page the submit interval', async () => {
    const site = await http().get('/api/get-website-config').expect(200);
    expect(site.body.data.submitIntervalSeconds).toBe(0);
  });
});
