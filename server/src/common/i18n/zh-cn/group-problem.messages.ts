/** zh-CN texts of the group problem messages. */
export const GROUP_PROBLEM_MESSAGES: Record<string, string> = {};
