/** zh-CN texts of personal notes and their categories. */
export const NOTE_MESSAGES: Record<string, string> = {
  'isTop must be true or false': 'isTop 必须是 true 或 false',
  'The keyword can not exceed {max} characters': '搜索关键词不能超过 {max} 个字符',
  'The note does not exist': '该笔记不存在',
  'The note category does not exist': '该笔记分类不存在',
  'The note categories must be sent as a list': '笔记分类必须以列表形式提交',
  'You can keep at most {max} note categories': '笔记分类最多只能有 {max} 个',
  'The category name can not be empty': '分类名称不能为空',
  'The category name can not exceed {max} characters': '分类名称不能超过 {max} 个字符',
  'The category "{name}" is listed twice': '分类“{name}”重复了',
};
