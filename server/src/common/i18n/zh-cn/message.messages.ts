/** zh-CN texts of the message centre: reminders of comments, replies and likes, system messages and unread counts. */
export const MESSAGE_ZH_MESSAGES: Record<string, string> = {};
