/** zh-CN texts of the user ranks, kept in rank tables. */
export const RANK_MESSAGES: Record<string, string> = {
  'type must be 0 (ACM) or 1 (OI)': 'type 必须是 0（ACM）或 1（OI）',
  'period must be one of 0 (all), 1, 2, 3, 4, 5': 'period 必须是 0（全部）、1、2、3、4、5 之一',
  'searchUser must be text': 'searchUser 必须是文本',
  'searchUser can not exceed 100 characters': 'searchUser 不能超过 100 个字符',
};
