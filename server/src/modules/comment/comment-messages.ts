import { COMMENT_CONSTANTS } from '@verdict/common';

/** What the comment routes answer when they refuse. */
export const COMMENT_MESSAGES = {
  contestCommentClosed: 'No Access: There is no open contest comment area on the website',
  placeRequired: 'cid or did is required',
  emptyContent: 'Content cannot be empty',
  contentTooLong: `The content can not exceed ${COMMENT_CONSTANTS.maxLength} characters`,
  commentNotFound: 'The comment does not exist',
  replyNotFound: 'The reply does not exist',
  targetNotFound: 'The user you reply to does not exist',
  targetNotInThread: 'You can only reply to the author of this comment or of a reply under it',
  quoteNotInThread: 'The quoted reply does not exist under this comment',
  quoteOtherComment: 'A reply can only quote the comment it is under',
  notYourComment: 'You can only delete your own comments',
  notYourReply: 'You can only delete your own replies',
} as const;
