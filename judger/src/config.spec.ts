import { loadConfig } from './config';

describe('judger configuration', () => {
  it('reads flags over environment variables', () => {
    const config = loadConfig(['--parallel', '3', '--name=j1'], {
      JUDGE_API_URL: 'http://api',
      JUDGER_TOKEN: 't',
      JUDGER_PARALLEL: '8',
      JUDGER_LANGUAGES: 'C, C++',
    });
    expect(config).toMatchObject({
      parallel: 3,
      name: 'j1',
      apiBaseUrl: 'http://api',
      languages: ['C', 'C++'],
      redisUrl: 'redis://127.0.0.1:6379',
      sandbox: 'auto',
    });
  });

  it('takes the isolate binary from JUDGER_ISOLATE_BIN or --isolate-bin', () => {
    const required = { JUDGE_API_URL: 'http://api', JUDGER_TOKEN: 't' };
    expect(loadConfig([], { ...required, JUDGER_ISOLATE_BIN: '/bin/sh' }).isolateBinary).toBe('/bin/sh');
    expect(loadConfig(['--isolate-bin=/bin/true'], required).isolateBinary).toBe('/bin/true');
    expect(loadConfig([], required).isolateBinary).toBeUndefined();
  });

  it('lists every problem at once', () => {
    const attempt = () =>
      loadConfig(['--parallel', 'zero', '--sandbox', 'docker', '--isolate-bin', 'isolate'], {});
    for (const problem of [
      'JUDGE_API_URL',
      'JUDGER_TOKEN',
      'parallel must be a positive integer',
      'auto, namespace or isolate',
      'JUDGER_ISOLATE_BIN must be the absolute path of an executable, got "isolate"',
    ]) {
      expect(attempt).toThrow(problem);
    }
  });
});
