/** zh-CN texts of the group contest messages. */
export const GROUP_CONTEST_MESSAGES: Record<string, string> = {};
