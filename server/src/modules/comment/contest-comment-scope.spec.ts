import { In, Not } from 'typeorm';
import type { CommentEntity } from './comment.entity';
import { ContestCommentScope, type ContestCommentFacts } from './contest-comment-scope';
import type { ReplyEntity } from './reply.entity';

const OWNER = 'owner';
const ROOT = 'root';
const ANN = 'ann';
const BOB = 'bob';

const scope = (facts: Partial<ContestCommentFacts> = {}) =>
  new ContestCommentScope({
    cid: 7,
    viewerUid: OWNER,
    moderates: true,
    adminUids: [OWNER, ROOT],
    ended: false,
    ...facts,
  });
const comment = (fromUid: string) => ({ id: 1, author: { fromUid } }) as CommentEntity;
const reply = (toUid: string) => ({ id: 2, toUid, author: { fromUid: OWNER } }) as ReplyEntity;

describe('ContestCommentScope', () => {
  describe('who reads what a contest admin posts', () => {
    it.each<[string, boolean, CommentEntity, ReplyEntity | undefined, 'everyone' | string[]]>([
      ['an admin comment while running', false, comment(OWNER), undefined, 'everyone'],
      ['an admin comment after the end', true, comment(OWNER), undefined, 'everyone'],
      ['a reply to a contestant under an admin comment', false, comment(ROOT), reply(ANN), 'everyone'],
      ['a reply under a contestant comment while running', false, comment(ANN), reply(ANN), [ANN]],
      ['a reply to another contestant under a contestant comment', false, comment(ANN), reply(BOB), [ANN]],
      ['a reply under a contestant comment after the end', true, comment(ANN), reply(ANN), 'everyone'],
      ['a reply addressed to the contest owner', false, comment(OWNER), reply(OWNER), []],
      ['a reply addressed to a super admin, after the end', true, comment(ANN), reply(ROOT), []],
    ])('%s', (_case, ended, parent, answer, audience) => {
      expect(scope({ ended }).audienceOf(parent, answer)).toEqual(audience);
    });
  });

  it('lets admins and, after the end, everyone read every comment', () => {
    expect(scope().commentsWhere()).toEqual([{ cid: 7 }]);
    expect(scope({ viewerUid: ANN, moderates: false, ended: true }).commentsWhere()).toEqual([{ cid: 7 }]);
  });

  it('lets a contestant read their own comments and the admins’ while the contest runs', () => {
    expect(scope({ viewerUid: ANN, moderates: false }).commentsWhere()).toEqual([
      { cid: 7, author: { fromUid: In([ANN, OWNER, ROOT]) } },
    ]);
  });

  it('shows a contestant their own replies and those not addressed to an admin', () => {
    expect(scope().repliesWhere(3)).toEqual([{ commentId: 3 }]);
    expect(scope({ viewerUid: ANN, moderates: false }).repliesWhere(3)).toEqual([
      { commentId: 3, author: { fromUid: ANN } },
      { commentId: 3, toUid: Not(In([OWNER, ROOT])) },
    ]);
  });
});
