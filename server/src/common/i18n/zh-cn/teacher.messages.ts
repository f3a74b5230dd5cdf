/** zh-CN texts of the teacher messages. */
export const TEACHER_MESSAGES: Record<string, string> = {};
