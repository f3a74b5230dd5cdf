import { describe, expect, it } from 'vitest';
import * as rules from './account-rules';

describe('account rules', () => {
  it('login username: required, at most 20', () => {
    expect(rules.loginUsername(' ')).toBe('validation.usernameRequired');
    expect(rules.loginUsername('a'.repeat(21))).toBe('validation.usernameMax20');
    expect(rules.loginUsername('a')).toBe('validation.usernameLength');
    expect(rules.loginUsername('bob smith')).toBe('validation.loginUsernameInvalid');
    expect(rules.loginUsername('alice')).toBeNull();
    expect(rules.loginUsername('a.b+c@x.org')).toBeNull();
    expect(rules.loginUsername('张三')).toBeNull();
  });
  it('password: required, 6 to 20', () => {
    expect(rules.password('')).toBe('validation.passwordRequired');
    expect(rules.password('12345')).toBe('validation.passwordLength');
    expect(rules.password('a'.repeat(21))).toBe('validation.passwordLength');
    expect(rules.password('123456')).toBeNull();
  });
  it('register username pattern', () => {
    expect(rules.registerUsername('张三')).toBeNull();
    expect(rules.registerUsername('alice_01')).toBeNull();
    expect(rules.registerUsername('a.b@c')).toBeNull();
    expect(rules.registerUsername('ab')).toBe('validation.usernameInvalid');
    expect(rules.registerUsername('_alice')).toBe('validation.usernameInvalid');
    expect(rules.registerUsername('bad name')).toBe('validation.usernameInvalid');
  });
  it('email, confirmation, code, captcha', () => {
    expect(rules.email('')).toBe('validation.emailRequired');
    expect(rules.email('nope')).toBe('validation.emailInvalid');
    expect(rules.email('a@b.cn')).toBeNull();
    expect(rules.passwordAgain('123456', '123457')).toBe('validation.passwordsNotMatch');
    expect(rules.emailCode('12345')).toBe('validation.codeLength');
    expect(rules.emailCode('123456')).toBeNull();
    expect(rules.deptId('')).toBeNull();
    expect(rules.deptId(' 42 ')).toBeNull();
    expect(rules.deptId('No. 1')).toBe('validation.deptIdNumber');
    expect(rules.captcha('123456789')).toBe('validation.captchaLength');
    expect(rules.differsFromOld('a', 'a')).toBe('validation.sameAsOld');
  });
});
