import { DataSource } from 'typeorm';
import { seedRoot } from '../../src/database/seed-root';
import { UserEntity } from '../../src/modules/user/user.entity';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { loginAs } from '../utils/auth-helpers';

describe('the super admin on first start', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // a first start: no root yet
    await t.app.get(DataSource).getRepository(UserEntity).delete({ username: 'root' });
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
});
