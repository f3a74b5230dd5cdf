import { ApiClient, TestUsers } from '../utils/api-client';
import { aContest } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { allowGroupCreation, createGroup } from '../utils/group-helpers';

const WAIT = /^Too many wrong passwords, please try again in (\d+) seconds$/;

/** Seconds the 429 asks to wait, checked to be within the 5-minute lock. */
function waitOf(msg: string): number {
  const seconds = Number(WAIT.exec(msg)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(300);
  return seconds;
}

/**
 * Contest and training passwords and private groups' invitation codes are short: 5 wrong tries per
 * account at one of them in 5 minutes, 30 per address, then 429 with the wait, right or wrong.
 */
describe('password guesses', () => {
  let t: TestApp;
  const users = new TestUsers(() => t.app);
  const as = (who: string) => users.as(who);
  const guessers = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal'];

  /** One place with a password: how a client tries it, the right one, and the wrong answer. */
  interface Door {
    name: string;
    secret: string;
    wrong: string;
    open: (who: ApiClient, secret: string) => ReturnType<ApiClient['post']>;
  }
  const doors: Door[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await users.signInRoot();
    await users.signUp(['owen', 'ivy', ...guessers]);
    const cid = (
      await as('root')
        .post('/api/admin/contest', aContest({ auth: 1, pwd: 'k3y9' }))
        .expect(200)
    ).body.data.id as number;
    const category = (
      await as('root').post('/api/admin/training/category', { name: 'Drills', color: '#ff6600' }).expect(200)
    ).body.data.id as number;
    const tid = (
      await as('root')
        .post('/api/admin/training', {
          training: {
            title: 'Locked drills',
            description: 'Drill.',
            auth: 'Private',
            privatePwd: 'tr4n',
            rank: 1,
          },
          trainingCategory: { id: category },
        })
        .expect(200)
    ).body.data.id as number;
    await allowGroupCreation(t.app);
    const gid = await createGroup(as('owen'), { name: 'Quiet club', shortName: 'QC', auth: 3, code: 'qc42' });
    doors.push(
      {
        name: 'a contest password',
        secret: 'k3y9',
        wrong: 'Wrong contest password',
        open: (who, password) => who.post('/api/register-contest', { cid, password }),
      },
      {
        name: 'a training password',
        secret: 'tr4n',
        wrong: 'Wrong training password',
        open: (who, password) => who.post('/api/register-training', { tid, password }),
      },
      {
        name: 'a group invitation code',
        secret: 'qc42',
        wrong: 'The invitation code is wrong',
        open: (who, code) => who.post('/api/group/member', {}, { gid, reason: 'Let me in', code }),
      },
    );
  });
  afterAll(() => t.close());

  it.each(['a contest password', 'a training password', 'a group invitation code'])(
    'gives an account 5 wrong tries at %s, then answers 429 with the wait, even to the right one',
    async (name) => {
      const index = doors.findIndex((door) => door.name === name);
      const door = doors[index];
      const from = (ip: string) => (who: string, secret: string) =>
        door.open(as(who), secret).set('X-Forwarded-For', ip);
      const ann = from(`10.1.${index}.1`);
      for (let i = 0; i < 5; i++) {
        expect((await ann('ann', `no${i}`).expect(400)).body.msg).toBe(door.wrong);
      }
      waitOf((await ann('ann', door.secret).expect(429)).body.msg);
      waitOf((await ann('ann', 'again').expect(429)).body.msg);
      // Another account, from another address, is not held back by ann's guesses.
      await from(`10.2.${index}.1`)('bob', door.secret).expect(200);
    },
  );

  it('holds back an address after 30 wrong tries at one place, whichever accounts send them', async () => {
    const door = doors[0];
    const shared = (who: string, secret: string) =>
      door.open(as(who), secret).set('X-Forwarded-For', '10.9.9.9');
    for (const who of guessers.slice(2, 8)) {
      for (let i = 0; i < 5; i++) await shared(who, `no${i}`).expect(400);
    }
    // ivy never guessed wrong: only her address holds her back.
    waitOf((await shared('ivy', door.secret).expect(429)).body.msg);
    await door.open(as('ivy'), door.secret).set('X-Forwarded-For', '10.8.8.8').expect(200);
  });
});
