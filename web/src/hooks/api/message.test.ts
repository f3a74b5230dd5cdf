import { describe, expect, it } from 'vitest';
import { messageKeys, messageTabOf, totalUnread, unreadBadgeText } from './message';

describe('unreadBadgeText', () => {
  it.each([
    [undefined, ''],
    [0, ''],
    [-1, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → "%s"', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});

describe('totalUnread', () => {
  it('adds the five categories', () => {
    expect(totalUnread({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15);
    expect(totalUnread(undefined)).toBe(0);
  });
});

describe('message tabs', () => {
  it('maps the page tabs onto the API lists with their page sizes', () => {
    expect(messageTabOf('discuss')?.type).toBe('comment');
    expect(messageTabOf('sys')?.type).toBe('sys');
    expect(messageTabOf('nope')).toBeNull();
    expect(messageKeys.list('comment', 2)).toEqual(['/api/msg/comment', { currentPage: 2, limit: 6 }]);
    expect(messageKeys.list('mine', 1)).toEqual(['/api/msg/mine', { currentPage: 1, limit: 8 }]);
  });
});
