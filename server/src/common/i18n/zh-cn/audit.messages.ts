/** zh-CN texts of the audit log of admin actions. */
export const AUDIT_ZH_MESSAGES: Record<string, string> = {
  'Unknown action: {action}': '未知的操作：{action}',
  'Unknown target kind: {kind}': '未知的对象类型：{kind}',
  'from must be a date such as 2026-01-31': 'from 必须是日期，例如 2026-01-31',
  'to must be a date such as 2026-01-31': 'to 必须是日期，例如 2026-01-31',
};
