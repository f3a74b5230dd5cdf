import { AUDIT_SECRET_MASK } from '@verdict/common';
import { RECORDED_TEXT_LENGTH, recordedChanges } from './recorded-changes';

describe('recordedChanges', () => {
  it.each([
    ['password', 'hunter22'],
    ['emailPassword', 'smtp'],
    ['pwd', 'letmein'],
    ['apiKey', 'sk-1'],
    ['api_key', 'sk-1'],
    ['secret', 'aes'],
    ['refreshToken', 'tok'],
  ])('masks the secret field %s', (key, value) => {
    expect(recordedChanges({ [key]: value })).toEqual({ [key]: AUDIT_SECRET_MASK });
  });

  it('leaves an empty or missing secret as it is, so clearing one shows', () => {
    expect(recordedChanges({ pwd: null, apiKey: '', emailPassword: undefined })).toEqual({
      pwd: null,
      apiKey: '',
      emailPassword: null,
    });
  });

  it.each([['keywords'], ['passed'], ['username'], ['description']])(
    'keeps %s, which is no secret',
    (key) => {
      expect(recordedChanges({ [key]: 'visible' })).toEqual({ [key]: 'visible' });
    },
  );

  it('gives times as ISO text and cuts long texts', () => {
    const long = 'x'.repeat(RECORDED_TEXT_LENGTH + 50);
    expect(recordedChanges({ at: new Date('2026-03-01T10:00:00Z'), text: long, n: 3, list: ['a'] })).toEqual({
      at: '2026-03-01T10:00:00.000Z',
      text: `${'x'.repeat(RECORDED_TEXT_LENGTH)}…`,
      n: 3,
      list: ['a'],
    });
  });

  it('keeps "nothing" as null', () => {
    expect(recordedChanges(null)).toBeNull();
    expect(recordedChanges(undefined)).toBeNull();
  });
});
