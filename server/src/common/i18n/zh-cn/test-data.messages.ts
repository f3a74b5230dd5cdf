/** zh-CN texts of test data: uploads, zip checks, case plans and the judger's data route. */
export const TEST_DATA_MESSAGES: Record<string, string> = {
  'Please upload the test cases': '请上传测试用例',
  'The problem has no test case files': '对不起，该题目的评测数据为空！',
  'The test data file does not exist': '错误：文件不存在！',
  'The test data has changed, fetch the manifest again': '评测数据已变更，请重新获取清单',
  'The test case file must be a .zip archive': '请上传zip格式的测试数据压缩包！',
  'The zip has no test cases at its root (expected X.in with X.out or X.ans)':
    '压缩包根目录下没有测试用例（应为 X.in 与 X.out 或 X.ans）',
  'Invalid uploadTestcaseDir': 'uploadTestcaseDir 不合法',
  'Invalid judger token': '判题机令牌无效',
  'version is required': 'version 不能为空',
  'name is required': 'name 不能为空',

  // Zip archives.
  'The file is not a valid zip archive': '该文件不是有效的 zip 压缩包',
  'The zip archive is damaged': 'zip 压缩包已损坏',
  'Can not read "{name}" from the zip': '无法从压缩包中读取“{name}”',
  'The zip has too many entries (at most {max})': '压缩包中的文件过多（最多 {max} 个）',
  'contains a NUL character': '包含 NUL 字符',
  'is absolute': '是绝对路径',
  'leaves the archive folder': '超出了压缩包目录',
  'The zip entry "{name}" {#reason}': '压缩包中的“{name}”{reason}',
  'The zip entry "{name}" is a symbolic link': '压缩包中的“{name}”是符号链接',
  'The zip entry "{name}" clashes with another entry': '压缩包中的“{name}”与其他文件冲突',
  'The zip entry "{name}" is larger than it declares': '压缩包中的“{name}”比声明的大小更大',
  'The zip entry "{name}" is damaged or larger than it declares':
    '压缩包中的“{name}”已损坏或比声明的大小更大',
  'The zip entry "{name}" is too large (at most {max} MB)': '压缩包中的“{name}”过大（最大 {max} MB）',
  'The zip unpacks to more than {max} MB': '压缩包解压后超过 {max} MB',

  // Case plans.
  'The score of test case {n} can not be empty': '测试点 {n} 的分数不能为空',
  'The score of test case {n} must be an integer >= 0': '测试点 {n} 的分数必须是不小于 0 的整数',
  'The group number of test case {n} can not be empty': '测试点 {n} 的分组编号不能为空',
  'The group number of test case {n} must be a positive integer': '测试点 {n} 的分组编号必须是正整数',
  'Please add at least one question answer': '请至少添加一道题目的答案',
  'The question number of answer {n} must start from 1': '第 {n} 个答案的题号必须从 1 开始',
  'The answer of question {n} must be T/F or A-F': '第 {n} 题的答案必须为 T/F 或 A-F',
  'The score of question {n} must be between 0 and 100': '第 {n} 题的分数必须在 0 到 100 之间',
  'Please upload test cases or add at least one test case with input or output':
    '请上传测试用例，或至少添加一个有输入或输出的测试用例',
  'Please upload test cases or add at least one test case': '请上传测试用例，或至少添加一个测试用例',
  'Invalid test case file name "{name}"': '测试用例文件名“{name}”不合法',
  'The test case file "{name}" does not exist, please upload the test cases again':
    '测试用例文件“{name}”不存在，请重新上传测试用例',
};
