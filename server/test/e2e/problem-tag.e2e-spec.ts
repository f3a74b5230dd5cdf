import request from 'supertest';
import { Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblem } from '../factories/problem';

describe('admin tags and classifications', () => {
  let t: TestApp;
  let root: string;
  let problemAdmin: string;
  let admin: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'tagpa', Role.PROBLEM_ADMIN);
    await createUser(t.app, 'tagadmin', Role.ADMIN);
    problemAdmin = await loginAs(t.app, 'tagpa');
    admin = await loginAs(t.app, 'tagadmin');
  });
  afterAll(() => t.close());

  it('creates, classifies, renames and deletes tags', async () => {
    const cls = await http()
      .post('/api/admin/tag/classification')
      .set('Authorization', problemAdmin)
      .send({ name: 'Algorithms', rank: 1 })
      .expect(200);
    expect(cls.body.data).toMatchObject({ id: expect.any(Number), name: 'Algorithms', oj: 'ME', rank: 1 });
    const tcid = cls.body.data.id as number;

    const tag = await http()
      .post('/api/admin/tag')
      .set('Authorization', problemAdmin)
      .send({ name: 'dp', color: '#ff0000', oj: 'ME', tcid })
      .expect(200);
    expect(tag.body.data).toMatchObject({ name: 'dp', color: '#ff0000', tcid });
    const tid = tag.body.data.id as number;
    await http().post('/api/admin/tag').set('Authorization', root).send({ name: 'loose' }).expect(200);

    const dup = await http()
      .post('/api/admin/tag')
      .set('Authorization', root)
      .send({ name: 'dp' })
      .expect(400);
    expect(dup.body.msg).toBe('The tag name already exists');
    const empty = await http()
      .post('/api/admin/tag')
      .set('Authorization', root)
      .send({ name: ' ' })
      .expect(400);
    expect(empty.body.msg).toBe('Tag name is required');
    const noClass = await http()
      .post('/api/admin/tag')
      .set('Authorization', root)
      .send({ name: 'x', tcid: 9999 })
      .expect(400);
    expect(noClass.body.msg).toBe('The tag classification does not exist');

    const groups = await http().get('/api/get-problem-tags-and-classification').expect(200);
    expect(groups.body.data).toMatchObject([
      { classification: { name: 'Algorithms' }, tagList: [{ name: 'dp' }] },
      { classification: null, tagList: [{ name: 'loose' }] },
    ]);

    await http()
      .put('/api/admin/tag')
      .set('Authorization', problemAdmin)
      .send({ id: tid, name: 'dynamic programming', tcid })
      .expect(200);
    await http()
      .put('/api/admin/tag/classification')
      .set('Authorization', problemAdmin)
      .send({ id: tcid, name: 'Algo', rank: 2 })
      .expect(200);
    const listed = await http()
      .get('/api/admin/tag/classification')
      .set('Authorization', problemAdmin)
      .expect(200);
    expect(listed.body.data).toMatchObject([{ id: tcid, name: 'Algo', rank: 2 }]);
    const all = await http().get('/api/admin/tag').set('Authorization', problemAdmin).expect(200);
    expect(all.body.data.map((x: { name: string }) => x.name)).toEqual(['dynamic programming', 'loose']);

    const { pid } = await createProblem(t.app, { tags: [{ id: tid }] });
    await http()
      .delete('/api/admin/tag/classification')
      .query({ tcid })
      .set('Authorization', problemAdmin)
      .expect(200);
    const afterClass = await http().get('/api/get-problem-tags-and-classification').expect(200);
    expect(afterClass.body.data).toMatchObject([{ classification: null }]);
    await http().delete('/api/admin/tag').query({ tid }).set('Authorization', problemAdmin).expect(200);
    expect((await http().get('/api/get-problem-tags').query({ pid })).body.data).toEqual([]);
    await http().delete('/api/admin/tag').query({ tid }).set('Authorization', problemAdmin).expect(404);
    const noTid = await http().delete('/api/admin/tag').set('Authorization', problemAdmin).expect(400);
    expect(noTid.body.msg).toBe('tid is required');
  });

  it('keeps tags to root and problem admins', async () => {
    await http().post('/api/admin/tag').send({ name: 'a' }).expect(401);
    await http().post('/api/admin/tag').set('Authorization', admin).send({ name: 'a' }).expect(403);
    await http().get('/api/admin/tag/classification').set('Authorization', admin).expect(403);
    await http().delete('/api/admin/tag').query({ tid: 1 }).set('Authorization', admin).expect(403);
  });
});
