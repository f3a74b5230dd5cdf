/** zh-CN texts of the group discussion messages. */
export const GROUP_DISCUSSION_MESSAGES: Record<string, string> = {};
