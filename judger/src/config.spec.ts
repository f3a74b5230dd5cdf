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

  it('lists every problem at once', () => {
    const attempt = () => loadConfig(['--parallel', 'zero', '--sandbox', 'docker'], {});
    for (const problem of [
      'JUDGE_API_URL',
      'JUDGER_TOKEN',
      'parallel must be a positive integer',
      'auto, namespace or isolate',
    ]) {
      expect(attempt).toThrow(problem);
    }
  });
});
