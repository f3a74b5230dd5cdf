/** zh-CN texts of the group discussion messages. */
export const GROUP_DISCUSSION_MESSAGES: Record<string, string> = {
  'No Access: There is no open group discussion area on the website': '无权限：网站未开放团队讨论区',
  'gid is required': 'gid 不能为空',
  'You can only edit or delete your own group discussions': '您只能编辑或删除自己的团队讨论',
  'This discussion belongs to a group, edit or delete it in the group':
    '该讨论属于团队，请在团队中编辑或删除',
  'The discussion does not belong to this group': '该讨论不属于此团队',
};
