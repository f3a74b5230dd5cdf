import { MessageCatalogue } from './message-catalogue';

describe('MessageCatalogue', () => {
  const catalogue = new MessageCatalogue({
    'Please login first': '请先登录！',
    'Printing too fast, please wait {seconds} seconds and try again': '请在 {seconds} 秒后再进行提交！',
    'The start time': '开始时间',
    '{#field} is not a valid time': '{field}不是有效的时间',
    '{property} must be a string': '{property} 必须是字符串',
    'each value in {property} must be a string': '{property} 中的每一项必须是字符串',
    'try again in {hours} {unit}': '请在 {hours} 小时后再试',
  });

  it('translates a text it holds', () => {
    expect(catalogue.lookup('Please login first')).toBe('请先登录！');
  });

  it('fills a template with the values of the finished message', () => {
    expect(catalogue.lookup('Printing too fast, please wait 12 seconds and try again')).toBe(
      '请在 12 秒后再进行提交！',
    );
  });

  it('translates a {#placeholder} value too, and keeps one it does not know', () => {
    expect(catalogue.lookup('The start time is not a valid time')).toBe('开始时间不是有效的时间');
    expect(catalogue.lookup('endAt is not a valid time')).toBe('endAt不是有效的时间');
  });

  it('prefers the most specific template', () => {
    expect(catalogue.lookup('each value in tags must be a string')).toBe('tags 中的每一项必须是字符串');
    expect(catalogue.lookup('tags must be a string')).toBe('tags 必须是字符串');
  });

  it('may leave a placeholder out of the translation', () => {
    expect(catalogue.lookup('try again in 1 hour')).toBe('请在 1 小时后再试');
  });

  it('keeps values across lines and with pattern characters in them', () => {
    expect(catalogue.lookup('a.b(c)\n* must be a string')).toBe('a.b(c)\n* 必须是字符串');
  });

  it('has nothing for a text it does not hold', () => {
    expect(catalogue.lookup('Something new')).toBeUndefined();
    expect(catalogue.lookup('Please login first!')).toBeUndefined();
  });
});
