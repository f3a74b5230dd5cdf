import { runInLocale } from './request-locale';
import { localised, translateMessage } from './translate-message';

describe('translateMessage', () => {
  it('keeps the default text in en-US', () => {
    expect(translateMessage('Please login first', 'en-US')).toBe('Please login first');
  });

  it('sends the zh-CN text, numbers included', () => {
    expect(translateMessage('Please login first', 'zh-CN')).toBe('请先登录！');
    expect(translateMessage('The number of content cannot be less than 50', 'zh-CN')).toBe(
      '内容字数不能少于 50',
    );
  });

  it('falls back to the default text when zh-CN has no entry', () => {
    expect(translateMessage('A message nobody catalogued', 'zh-CN')).toBe('A message nobody catalogued');
  });

  it('uses the locale of the request being handled', () => {
    expect(localised('Delete successfully')).toBe('Delete successfully');
    expect(runInLocale('zh-CN', () => localised('Delete successfully'))).toBe('删除成功');
  });
});
