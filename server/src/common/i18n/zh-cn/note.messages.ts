/** zh-CN texts of personal notes and their categories. */
export const NOTE_MESSAGES: Record<string, string> = {};
