/** zh-CN texts of the user ranks, kept in rank tables. */
export const RANK_MESSAGES: Record<string, string> = {};
