/** zh-CN texts of discussions: categories, posts, likes and reports. */
export const DISCUSSION_MESSAGES: Record<string, string> = {
  'No Access: There is no open discussion area on the website': '无权访问：本站未开放讨论区',
  'The discussion does not exist': '该讨论不存在',
  'The discussion has been disabled by the administrator': '对不起，该讨论已被管理员封禁！',
  'The title cannot be empty': '标题不能为空',
  'The title can not exceed {max} characters': '标题不能超过 {max} 个字符',
  'The description cannot be empty': '描述不能为空',
  'The description can not exceed {max} characters': '描述不能超过 {max} 个字符',
  'The content cannot be empty': '内容不能为空',
  'Please choose a category': '请选择分类',
  'The category does not exist': '该分类不存在',
  'Group discussions are posted in the group: use /api/group/discussion':
    '团队讨论请在团队中发布：使用 /api/group/discussion',
  'You can only edit or delete your own discussions': '只能编辑或删除自己的讨论',
  'did is required': 'did 不能为空',
  'The report label and reason cannot be empty': '举报标签和原因不能为空',
  'The report reason can not exceed {max} characters': '举报原因不能超过 {max} 个字符',
  'The report does not exist': '该举报不存在',
  'The category name cannot be empty': '分类名称不能为空',
  'The category name can not exceed 255 characters': '分类名称不能超过 255 个字符',
  'The category list is required': '分类列表不能为空',
  'Please select the discussions first': '请先选择讨论',
  'pid must be a text': 'pid 必须是文本',
  'status must be 0 or 1': 'status 只能是 0 或 1',
  'admin must be true or false': 'admin 只能是 true 或 false',
  'onlyMine must be true or false': 'onlyMine 只能是 true 或 false',
  'Sorry, you can not post a discussion yet! Please solve at least {count} problems first':
    '对不起，您暂时不能发帖！请先去提交题目通过 {count} 道以上！',
  'Sorry, you have posted {count} discussions in the last day, the daily limit':
    '对不起，您今天发帖次数已超过 {count} 次，已被限制！',
  'Sorry, you can not comment yet! Please solve at least {count} problems first':
    '对不起，您暂时不能评论！请先去提交题目通过 {count} 道以上！',
  'The category "{name}" is used by discussions and cannot be deleted': '分类“{name}”仍有讨论使用，不能删除',
  'The report can not exceed 1000 characters': '举报内容不能超过 1000 个字符',
  'Your account is not allowed to post discussions': '您的账号不允许发布讨论',
};
