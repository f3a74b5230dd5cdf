import { parseImportRows } from './import-rows';

describe('parseImportRows', () => {
  it.each([
    ['a good row with every column', ['alice', 'secret1', 'a@x.org', 'Alice', 'female', 'Al', 'MIT'], null],
    ['a short username', ['a', 'secret1'], 'usernameInvalid'],
    ['a username with a space', ['al ice', 'secret1'], 'usernameInvalid'],
    ['a long username', ['a'.repeat(21), 'secret1'], 'usernameTooLong'],
    ['a short password', ['alice', '12345'], 'passwordLength'],
    ['a long password', ['alice', 'x'.repeat(21)], 'passwordLength'],
    ['a bad email', ['alice', 'secret1', 'not-an-email'], 'emailInvalid'],
    ['an unknown gender', ['alice', 'secret1', '', '', 'robot'], 'genderInvalid'],
    ['too many columns', ['alice', 'secret1', '', '', '', '', '', 'extra'], 'tooManyColumns'],
  ])('%s', (_name, cells, code) => {
    const parsed = parseImportRows([cells]);
    if (code === null) {
      expect(parsed.errors).toEqual([]);
      expect(parsed.users[0]).toMatchObject({ line: 1, username: 'alice', gender: 'female', school: 'MIT' });
    } else {
      expect(parsed.errors).toEqual([{ line: 1, code }]);
      expect(parsed.users).toEqual([]);
    }
  });

  it('skips blank rows and rows without a username or password, reporting the latter', () => {
    const parsed = parseImportRows([['bob', 'secret1'], [], ['', 'secret1'], ['carol', ''], ['  ', ' ']]);
    expect(parsed.users.map((user) => user.username)).toEqual(['bob']);
    expect(parsed.skipped).toEqual([3, 4]);
    expect(parsed.errors).toEqual([]);
  });

  it('reports every problem of a row', () => {
    expect(parseImportRows([['a', '123']]).errors).toEqual([
      { line: 1, code: 'usernameInvalid' },
      { line: 1, code: 'passwordLength' },
    ]);
  });

  it('reports a username or email seen on an earlier line, ignoring letter case', () => {
    const parsed = parseImportRows([
      ['bob', 'secret1', 'b@x.org'],
      ['dave', 'secret1', 'B@X.org'],
      ['BOB', 'secret1'],
    ]);
    expect(parsed.errors).toEqual([
      { line: 2, code: 'emailRepeated', value: 'B@X.org', firstLine: 1 },
      { line: 3, code: 'usernameRepeated', value: 'BOB', firstLine: 1 },
    ]);
  });
});
