import { USERNAME_PATTERN } from './auth.dto';

describe('USERNAME_PATTERN', () => {
  it.each(['alice', 'a.b@c_d', '张三', '张三丰', 'x12', '李a.b', 'a'.repeat(20)])('accepts %s', (name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(true);
  });

  it.each(['ab', '_alice', '.dot', 'a b', 'a'.repeat(21), '张', 'bad!name'])('rejects %s', (name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(false);
  });
});
