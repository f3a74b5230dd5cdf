import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  const claims = { sub: 'u1', sid: 'e1' };
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('answers the claims of a verified token until it expires', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', { ...claims, exp: 1_060 });
    expect(tokens.claims('a.b.c')).toMatchObject(claims);
    expect(tokens.claims('a.b.d')).toBeUndefined();
    jest.setSystemTime(1_060_000);
    expect(tokens.claims('a.b.c')).toBeUndefined();
  });

  it('keeps no token without an expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims);
    expect(tokens.claims('a.b.c')).toBeUndefined();
  });
});
