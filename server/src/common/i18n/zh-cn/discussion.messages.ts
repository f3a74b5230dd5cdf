/** zh-CN texts of discussions: categories, posts, likes and reports. */
export const DISCUSSION_MESSAGES: Record<string, string> = {};
