/** zh-CN texts of the message centre: reminders of comments, replies and likes, system messages and unread counts. */
export const MESSAGE_ZH_MESSAGES: Record<string, string> = {
  'type must be one of comment, reply, like, sys, mine': 'type 必须是 comment、reply、like、sys、mine 之一',
  'id must be a number': 'id 必须是数字',
  'The message does not exist': '该消息不存在',
  'You can only delete your own messages': '只能删除自己的消息',
  // System notices kept for later.
  'state must be true or false': 'state 必须是 true 或 false',
};
