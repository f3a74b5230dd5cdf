import { DataSource } from 'typeorm';
import { seedRoot } from '../../src/database/seed-root';
import { UserEntity } from '../../src/modules/user/user.entity';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { loginAs } from '../utils/auth-helpers';
import { ApiClient } from '../utils/api-client';

describe('the super admin on first start', () => {
  let t: TestApp;
  /** Starts as on a fresh install: no root yet. */
  const forgetRoot = () => t.app.get(DataSource).getRepository(UserEntity).delete({ username: 'root' });

  beforeAll(async () => {
    t = await createTestApp();
    await forgetRoot();
  });
  afterAll(() => t.close());

  it('gets a generated password when none is configured, created once and usable to log in', async () => {
    const unconfigured = { ...t.config, rootPassword: undefined };
    const generated = await seedRoot(t.app, unconfigured);
    expect(generated).toMatch(/^[\w-]{12}$/);
    await loginAs(t.app, 'root', generated);
    // the next start finds root and neither replaces nor prints its password
    expect(await seedRoot(t.app, unconfigured)).toBeUndefined();
    await loginAs(t.app, 'root', generated);
  });

  it('opens the discussions with default categories, which a deleted one never rejoins', async () => {
    await forgetRoot();
    await t.app.get(DataSource).query('DELETE FROM discussion_category');
    await seedRoot(t.app, t.config);
    const visitor = new ApiClient(t.app);
    const names = async () =>
      ((await visitor.get('/api/discussion-category').expect(200)).body.data as { name: string }[]).map(
        (category) => category.name,
      );
    expect(await names()).toEqual(['General', 'Solutions', 'Help', 'Off-topic']);

    const root = new ApiClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    await root.post('/api/discussion-category', []).expect(200);
    // the next start leaves the categories as the super admin left them
    await seedRoot(t.app, t.config);
    expect(await names()).toEqual([]);
  });
});
