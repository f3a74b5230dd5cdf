import { socketLocale } from './socket-locale';

const socket = (auth: Record<string, unknown>, acceptLanguage?: string) =>
  ({ handshake: { auth, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} } }) as never;

describe('socketLocale', () => {
  it("prefers the language the app shows over the browser's", () => {
    expect(socketLocale(socket({ language: 'en-US' }, 'zh-CN,zh;q=0.9'))).toBe('en-US');
    expect(socketLocale(socket({ language: 'zh-CN' }, 'en-US'))).toBe('zh-CN');
  });

  it("falls back to the handshake's Accept-Language, then English", () => {
    expect(socketLocale(socket({}, 'zh-CN,zh;q=0.9'))).toBe('zh-CN');
    expect(socketLocale(socket({ language: 42 }))).toBe('en-US');
  });
});
