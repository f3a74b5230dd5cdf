import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { TEST_MODE } from '../utils/test-mode';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** The data folder holds the database, secrets and test data: other local users read none of it. */
describe('modes of the data folder and its files', () => {
  let parent: string;
  let dataDir: string;
  let t: TestApp;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'verdict-modes-'));
    dataDir = join(parent, 'fresh', 'data');
    // An empty JWT_SECRET makes the app generate its own, as a first start without one does.
    t = await createTestApp({ DATA_DIR: dataDir, JWT_SECRET: '' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('creates the data folder for its owner only', () => {
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('writes the generated secrets for their owner only', () => {
    expect(modeOf(join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'judger-token'))).toBe(0o600);
  });

  (TEST_MODE === 'embedded' ? it : it.skip)('creates the SQLite database for its owner only', () => {
    expect(modeOf(join(dataDir, 'verdict.sqlite'))).toBe(0o600);
  });
});
