import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'verdict-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'postgres://x',
        REDIS_URL: 'localhost:6379',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT=/m);
    expect(problems).toMatch(/^DATABASE_URL=.*mysql:\/\/ or mariadb:\/\//m);
    expect(problems).toMatch(/^REDIS_URL=.*redis:\/\//m);
  });

  it('defaults to embedded mode and keeps generated secrets across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      embeddedJudger: true,
    });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.judgerToken).toBe(first.judgerToken);
  });

  it('turns the in-process judge off by default when Redis is configured', () => {
    const config = loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379', PORT: '4100' });
    expect(config).toMatchObject({ embeddedJudger: false, port: 4100, baseUrl: 'http://localhost:4100' });
  });

  it('refuses a root password that the login form would refuse', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ROOT_PASSWORD: 'set-once-then-change-in-the-ui' })).toThrow(
      /ROOT_PASSWORD=.*6 to 20 characters/,
    );
    expect(loadConfig({ DATA_DIR: dataDir, ROOT_PASSWORD: 'change-me' }).rootPassword).toBe('change-me');
  });

  it('trusts forwarded client addresses only from proxies it is told about', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe('loopback');
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
  });

  it('allows no other origin unless CORS_ORIGINS lists it, and checks each entry', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://oj.example.edu, http://localhost:5173' })
        .corsOrigins,
    ).toEqual(['https://oj.example.edu', 'http://localhost:5173']);
    for (const bad of ['*', 'oj.example.edu', 'https://oj.example.edu/path', 'ftp://oj.example.edu']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: bad })).toThrow(
        /CORS_ORIGINS=.*comma-separated origins such as https:\/\/oj\.example\.edu/,
      );
    }
  });

  it('serves the OpenAPI page only when OPENAPI is on, whatever NODE_ENV says', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).openApi).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).openApi).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, OPENAPI: '1' }).openApi).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, OPENAPI: 'maybe' })).toThrow(/OPENAPI=/);
  });

  it('hashes passwords at bcrypt cost 10 unless PASSWORD_HASH_COST names another from 4 to 15', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashCost).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    for (const bad of ['3', '16', 'strong']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: bad })).toThrow(/PASSWORD_HASH_COST/);
    }
  });

  it('keeps audit log entries 365 days unless AUDIT_RETENTION_DAYS names another count, 0 for ever', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).auditRetentionDays).toBe(365);
    expect(loadConfig({ DATA_DIR: dataDir, AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    expect(loadConfig({ DATA_DIR: dataDir, AUDIT_RETENTION_DAYS: '0' }).auditRetentionDays).toBe(0);
    for (const bad of ['-1', '1.5', 'forever']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, AUDIT_RETENTION_DAYS: bad })).toThrow(
        /AUDIT_RETENTION_DAYS=/,
      );
    }
  });

  it('serves the web build it is given, or none with WEB_DIST=none', () => {
    expect(loadConfig({ DATA_DIR: dataDir, WEB_DIST: dataDir }).webDist).toBe(dataDir);
    expect(loadConfig({ DATA_DIR: dataDir, WEB_DIST: 'none' }).webDist).toBeUndefined();
  });

  it('restricts the in-process judge to known languages when JUDGE_LANGUAGES lists them', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).judgeLanguages).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, JUDGE_LANGUAGES: 'C++ With O2, Python3' }).judgeLanguages).toEqual(
      ['C++ With O2', 'Python3'],
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JUDGE_LANGUAGES: 'C++,Cobol' })).toThrow(
      /JUDGE_LANGUAGES=.*language names of the language table.*\(unknown: Cobol\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JUDGE_LANGUAGES: ' , ' })).toThrow(/JUDGE_LANGUAGES=/);
  });

  it('creates the data folder and the secrets readable by the owner only', () => {
    const fresh = join(dataDir, 'nested', 'data');
    loadConfig({ DATA_DIR: fresh });
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    expect(statSync(join(fresh, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(join(fresh, 'judger-token')).mode & 0o777).toBe(0o600);
  });

  it('closes up a secret file that an older version or an operator left readable', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'kept-secret');
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe('kept-secret');
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
