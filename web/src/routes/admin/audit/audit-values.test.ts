import { describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@verdict/common';
import { auditChangeRows, auditValueText } from './audit-values';

const names = { role: (code: number) => `role ${code}` };

describe('auditValueText', () => {
  it.each([
    ['submission.rejudge', 'status', JudgeStatus.ACCEPTED, 'Accepted'],
    ['submission.manual-judge', 'status', JudgeStatus.WRONG_ANSWER, 'Wrong Answer'],
    ['user.status', 'status', 1, '1'],
    ['user.role', 'role', Role.ADMIN, 'role 1001'],
    ['user.import', 'usernames', ['a', 'b'], 'a, b'],
    ['contest.edit', 'pwd', '***', '***'],
    ['contest.edit', 'sealRank', true, 'true'],
    ['config.change', 'emailHost', '', '—'],
    ['contest.edit', 'sealRankTime', null, '—'],
    ['problem.test-data', 'extra', { a: 1 }, '{"a":1}'],
  ] as const)('%s %s %j → %s', (action, field, value, text) => {
    expect(auditValueText(action, field, value, names)).toBe(text);
  });
});

describe('auditChangeRows', () => {
  it('pairs the fields of both sides, in the order first named', () => {
    expect(
      auditChangeRows(
        {
          action: 'user.edit',
          before: { username: 'sam', password: '***' },
          after: { password: '***', realname: 'S' },
        },
        names,
      ),
    ).toEqual([
      { field: 'username', before: 'sam', after: '—' },
      { field: 'password', before: '***', after: '***' },
      { field: 'realname', before: '—', after: 'S' },
    ]);
  });

  it('shows an absent side as nothing: an import has no before, a deletion no after', () => {
    expect(auditChangeRows({ action: 'user.import', before: null, after: { count: 2 } }, names)).toEqual([
      { field: 'count', before: '—', after: '2' },
    ]);
    expect(auditChangeRows({ action: 'user.delete', before: { username: 'x' }, after: null }, names)).toEqual(
      [{ field: 'username', before: 'x', after: '—' }],
    );
  });
});
