/** zh-CN texts of Polygon and Kattis package imports and their verification runs. */
export const PROBLEM_PACKAGE_MESSAGES: Record<string, string> = {
  'problem.yaml: unknown validation "{validation}"': 'problem.yaml：未知的校验方式 "{validation}"',
  'The package has no test data (data/sample, data/secret)':
    '题目包中没有测试数据（data/sample、data/secret）',
  'The output validator must be a single C or C++ source file (headers are fine)':
    '输出校验器必须是单个 C 或 C++ 源文件（可附带头文件）',
  'problem.yaml asks for a custom validator but output_validators holds no source':
    'problem.yaml 要求自定义校验器，但 output_validators 中没有源文件',
  'The problem package must be a .zip archive': '题目包必须是 .zip 压缩包',
  'This is not a {format} package: {marker} is missing': '这不是 {format} 题目包：缺少 {marker}',
  'problem.xml is not valid XML': 'problem.xml 不是有效的 XML',
  'problem.xml has no testset': 'problem.xml 中没有测试集（testset）',
  'The package has no tests': '题目包中没有测试点',
  'statements/{language}/problem-properties.json is not valid JSON':
    'statements/{language}/problem-properties.json 不是有效的 JSON',
  'The package names {path} but does not hold it': '题目包引用了 {path}，但包中没有该文件',
  'Test {test}: {file} is missing': '测试点 {test}：缺少 {file}',
  'Test {test}: {program} {failure}': '测试点 {test}：{program} {failure}',
  '{what} does not compile:\n{message}': '{what} 编译失败：\n{message}',
  'Test {test}: the generator "{program}" is not in the package':
    '测试点 {test}：题目包中没有生成器 "{program}"',
  'The package has no main solution to write the answers':
    '题目包中没有用于生成答案的主解法（main solution）',
  'progressKey must be 8 to 64 letters, digits or dashes': 'progressKey 必须是 8 到 64 个字母、数字或短横线',
  'The checker {name} has no source in the package': '题目包中没有检查器 {name} 的源文件',
};
