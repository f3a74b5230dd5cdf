/** zh-CN texts of the group problem messages. */
export const GROUP_PROBLEM_MESSAGES: Record<string, string> = {
  'problem.gid is required': 'problem.gid 不能为空',
  'problem.gid must be a number': 'problem.gid 必须是数字',
  'The problem ID is required': '题目展示 ID 不能为空',
  'The group of a problem can not be changed': '题目所属的团队不能修改',
  'You can only edit or delete your own group problems': '您只能编辑或删除自己创建的团队题目',
  'Only the problem author or a group root can apply to make it public':
    '只有题目作者或团队超级管理员才能申请公开该题目',
  'Only the group root or the problem author can download its test data':
    '只有团队超级管理员或题目作者才能下载该题目的测试数据',
  'isApplied must be true or false': 'isApplied 必须是 true 或 false',
  'gid must be a number': 'gid 必须是数字',
};
