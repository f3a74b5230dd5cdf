/** zh-CN texts of submissions, judging, test runs and failing-case downloads. */
export const SUBMISSION_MESSAGES: Record<string, string> = {
  'Submitting too fast, please wait {seconds} seconds and try again':
    '对不起，您的提交频率过快，请在 {seconds} 秒后再尝试！',
  'Language is required': '编程语言不能为空',
  'The language {language} is not allowed for this problem': '提交的代码的语言错误！该题目不支持 {language}',
  Contest: '比赛',
  Group: '团队',
  Training: '训练',
  '{#kind} submissions are not open yet': '{kind}提交暂未开放',
  'The submission does not exist': '此提交数据不存在！',
  'Not your submission': '这不是您的提交',
  'The result is hidden until the contest ends': '比赛结束前不公开评测结果',
  'This submission is hidden while the scoreboard is sealed': '封榜期间该提交不可查看',
  'submitId is required': 'submitId 不能为空',
  'submitIds must be a list': 'submitIds 必须是列表',
  'submitIds must be numbers': 'submitIds 必须是数字',
  'At most 200 submissions can be checked at once': '一次最多查询 200 条提交',
  'status must be a number': 'status 必须是数字',
  'status is required': 'status 不能为空',
  'This status can not be set by hand': '该状态不能手动设置',
  'score must be an integer': 'score 必须是整数',
  'score must be at least 0': 'score 不能小于 0',
  'share must be true or false': 'share 必须为 true 或 false',
  'Shared successfully': '分享成功',
  'Cancel sharing successfully': '取消分享成功',
  'Only the author can share this submission': '对不起，您不能修改他人的代码分享权限！',
  'Contest submissions can not be shared': '对不起，您不能分享比赛题目的提交代码！',
  'Code sharing is turned off for this problem': '该题目已关闭代码分享',

  // Rejudging, cancelling and changing results by hand.
  'You can not resubmit the code of another user': '非提交该评测的用户不可操作！',
  'Only a submission that failed to submit can be resubmitted': '只有提交失败的提交才能重新提交',
  'The problem of this submission no longer exists': '错误：当前题目已不存在！',
  'The problem no longer exists': '错误：当前题目已不存在！',
  'The submission is already cancelled': '该提交已被取消',
  'The submission is being judged and can not be cancelled now':
    '错误：该提交正在评测中，无法取消，请稍后再尝试！',
  'A submission that is being judged or failed to compile can not be changed by hand':
    '错误：正在评测或编译失败的提交无法手动修改！',
  'The error message does not support viewing.': '该错误信息不支持查看。',

  // Test runs (custom input).
  'Quiz problems can not be run on custom input': '选择判断题不支持在线调试',
  'The test run has expired, please run it again': '查询错误！当前在线调试任务不存在，请重新运行',
  'The test input must be text': '在线调试的输入数据必须是文本',
  'The test input can not exceed 10000 characters': '在线调试的输入数据字符长度不能超过10000！',
  'The expected output must be text': '期望输出必须是文本',
  'The expected output can not exceed 10000 characters': '期望输出的字符长度不能超过10000！',

  // Failing-case downloads.
  'Downloading failing cases is turned off on this site': '本站已关闭错误用例下载',
  'Only the first failing case of your own wrong answer can be downloaded':
    '只能下载自己答案错误的提交中第一个未通过的测试点',
  'The test case no longer exists': '该测试点已不存在',
  'You can download at most {perDay} failing cases a day, please try again in {hours} {unit}':
    '每天最多下载 {perDay} 个错误用例，请在 {hours} 小时后再试',
  'data is required': 'data 不能为空',
  'Others’ run time and memory are hidden while the contest runs': '比赛进行中，他人的运行时间和内存不可见',
};
