import { pick } from './pick';

describe('pick', () => {
  it('copies only the named fields, keeping null and falsy values', () => {
    const row = { id: 7, title: '', content: null, secret: 'hash' };
    const picked = pick(row, ['id', 'title', 'content']);
    expect(picked).toEqual({ id: 7, title: '', content: null });
    expect(picked).not.toHaveProperty('secret');
  });
});
