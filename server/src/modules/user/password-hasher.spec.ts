import { dummyHash, hashPassword, setPasswordHashCost, verifyPassword } from './password-hasher';

/** The cost bcrypt wrote into a hash (`$2b$10$…`). */
const costOf = (hashed: string) => Number(hashed.split('$')[2]);

describe('password hashing', () => {
  afterEach(() => setPasswordHashCost(10));

  it('makes hashes at the configured cost, and checks old ones at the cost they were made with', async () => {
    const strong = await hashPassword('Secret123');
    expect(costOf(strong)).toBe(10);
    setPasswordHashCost(4);
    const light = await hashPassword('Secret123');
    expect(costOf(light)).toBe(4);
    await expect(verifyPassword('Secret123', strong)).resolves.toBe(true);
    await expect(verifyPassword('Secret123', light)).resolves.toBe(true);
    await expect(verifyPassword('Secret124', strong)).resolves.toBe(false);
  });

  it('checks unknown usernames against a hash of the current cost, so they take as long as a user', async () => {
    setPasswordHashCost(4);
    expect(costOf(await dummyHash())).toBe(4);
    setPasswordHashCost(10);
    expect(costOf(await dummyHash())).toBe(10);
  });
});
