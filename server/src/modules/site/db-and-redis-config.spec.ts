import { MASKED_PASSWORD, toDbAndRedisConfigView } from './db-and-redis-config';

describe('the database and Redis settings as the admin sees them', () => {
  it('reads host, port, database and user of a MariaDB URL and masks the passwords', () => {
    expect(
      toDbAndRedisConfigView(
        { type: 'mariadb', url: 'mysql://oj%40site:s3cret@db.lan:3307/verdict?ssl=true' },
        'redis://:r3dis@cache.lan:6380/2',
      ),
    ).toEqual({
      dbType: 'mariadb',
      dbName: 'verdict',
      dbHost: 'db.lan',
      dbPort: 3307,
      dbUsername: 'oj@site',
      dbPassword: MASKED_PASSWORD,
      redisHost: 'cache.lan',
      redisPort: 6380,
      redisPassword: MASKED_PASSWORD,
    });
  });

  it.each([
    ['no password', 'mysql://root@127.0.0.1/oj', 'redis://127.0.0.1', ''],
    ['a user but no password', 'mysql://oj:@127.0.0.1/oj', 'redis://default@127.0.0.1', ''],
  ])('sends "" for %s and the default ports for none', (_, url, redisUrl, password) => {
    const view = toDbAndRedisConfigView({ type: 'mysql', url }, redisUrl);
    expect(view).toMatchObject({ dbType: 'mysql', dbPort: 3306, redisPort: 6379 });
    expect([view.dbPassword, view.redisPassword]).toEqual([password, password]);
  });

  it('shows the SQLite file and no Redis in embedded mode', () => {
    expect(
      toDbAndRedisConfigView({ type: 'better-sqlite3', database: '/srv/oj/data/verdict.sqlite' }),
    ).toEqual({
      dbType: 'sqlite',
      dbName: '/srv/oj/data/verdict.sqlite',
      dbHost: null,
      dbPort: null,
      dbUsername: null,
      dbPassword: '',
      redisHost: null,
      redisPort: null,
      redisPassword: '',
    });
  });
});
