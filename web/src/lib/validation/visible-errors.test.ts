import { describe, expect, it } from 'vitest';
import * as rules from './account-rules';
import { visibleErrors } from './visible-errors';

type Field = 'username' | 'password' | 'again';
const check = (values: Record<Field, string>) => ({
  username: rules.registerUsername(values.username),
  password: rules.password(values.password),
  again: rules.passwordAgain(values.password, values.again),
});

describe('visibleErrors', () => {
  const at = { username: '', password: '123', again: '12' };
  const found = rules.firstErrors(check(at));

  it('shows what the check found while nothing changed', () => {
    expect(visibleErrors(found, at, at, check)).toEqual({
      username: 'validation.usernameRequired',
      password: 'validation.passwordLength',
      again: 'validation.passwordsNotMatch',
    });
  });

  it('drops an error once its field is fixed, and follows the rule while it is not', () => {
    const typed = { ...at, username: 'al' };
    expect(visibleErrors(found, at, typed, check).username).toBe('validation.usernameInvalid');
    const fixed = { ...at, username: 'alice' };
    expect(visibleErrors(found, at, fixed, check).username).toBeUndefined();
  });

  it('re-checks a rule that depends on another field', () => {
    const fixed = { ...at, password: '123456', again: '123456' };
    expect(visibleErrors(found, at, fixed, check)).toEqual({ username: 'validation.usernameRequired' });
  });

  it('keeps an error from the server until its own field is edited', () => {
    const values = { username: 'alice', password: '123456', again: '123456' };
    const remote = { username: 'validation.usernameExists' };
    expect(visibleErrors(remote, values, { ...values, password: '1234567' }, check)).toEqual(remote);
    expect(visibleErrors(remote, values, { ...values, username: 'alice2' }, check)).toEqual({});
  });
});
