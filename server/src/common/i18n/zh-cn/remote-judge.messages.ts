/** zh-CN texts of remote judging (problems of other judges). */
export const REMOTE_JUDGE_ZH_MESSAGES: Record<string, string> = {
  'This site has none of the languages the other judge takes': '本站没有该远程评测平台支持的任何语言',
  'The account {username} on {judge} is already in the pool': '{judge} 的账号 {username} 已在账号池中',
  'The address of {judge} is required': '请填写 {judge} 的地址',
  '{judge} is already the {kind} judge at {address}': '{judge} 已是位于 {address} 的 {kind} 评测平台',
  'This site has no account on {judge}: add one in the back office before importing its problems':
    '本站没有 {judge} 的账号：请先在后台添加账号再导入其题目',
  'Importing {problem} failed: {reason}': '导入 {problem} 失败：{reason}',
  'This problem is not linked to a problem of another judge': '该题目没有关联远程评测平台的题目',
  'The account does not exist': '该账号不存在',
  'The username is required': '请填写用户名',
  'The username can not exceed 100 characters': '用户名不能超过 100 个字符',
  'The password is required': '请填写密码',
  'The password can not exceed 200 characters': '密码不能超过 200 个字符',
  'The problem ID can not exceed 90 characters': '题目 ID 不能超过 90 个字符',
  'The judge name is 1 to 20 capital letters or digits, starting with a letter (CF, AC, SCPC)':
    '评测平台名称为 1 到 20 个大写字母或数字，以字母开头（如 CF、AC、SCPC）',
  'The kind must be one of {kinds}': '类型必须是 {kinds} 之一',
  'The address must be an http(s) URL': '地址必须是 http(s) 网址',
  'Compilation error: Codeforces shows the compiler output on the submission page':
    '编译错误：编译信息请在 Codeforces 的提交页面查看',
  'Codeforces verdict: {verdict}': 'Codeforces 评测结果：{verdict}',
  'This site has no account on {judge}': '本站没有 {judge} 的账号',
  'Submitting to {judge} failed': '提交到 {judge} 失败',
  'The {judge} account that submitted it was removed': '提交它的 {judge} 账号已被删除',
  '{judge} gave no verdict within {minutes} minutes{why}': '{judge} 在 {minutes} 分钟内没有给出评测结果{why}',
};
