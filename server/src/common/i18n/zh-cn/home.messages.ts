/** zh-CN texts of the home page's lists. */
export const HOME_MESSAGES: Record<string, string> = {};
