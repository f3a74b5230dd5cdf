import { localeOf } from './locale-of';

describe('localeOf', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['*', 'en-US'],
    ['en-US', 'en-US'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en-US'],
    ['en;q=0.5, zh;q=0.9', 'zh-CN'],
    ['zh;q=0, en', 'en-US'],
    ['fr', 'en-US'],
    ['fr, zh;q=0.1', 'zh-CN'],
    [['fr', 'zh-CN;q=0.5'], 'zh-CN'],
  ])('%j → %s', (header, expected) => {
    expect(localeOf(header)).toBe(expected);
  });
});
