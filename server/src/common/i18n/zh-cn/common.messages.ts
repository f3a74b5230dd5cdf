/** zh-CN texts of the envelope, the framework and uploads (keys: the default English texts). */
export const COMMON_MESSAGES: Record<string, string> = {
  success: '成功',
  'Server error, please refresh again': '服务器错误，请重新刷新！',
  'The service is briefly unavailable, please try again in a moment': '服务暂时不可用，请稍后再试',
  'Please login first': '请先登录！',
  'Login status has expired, please login again!': '登录状态已失效，请重新登录！',
  'Sorry, you do not have permission to perform this operation!': '对不起，您无权限操作！',
  'Query error, unable to find the resource to request': '查询错误，找不到请求的资源',
  'This route has no access rule': '该接口未设置访问规则',
  'Unhealthy: database {database}, redis {redis}': '服务异常：数据库 {database}，Redis {redis}',
  'Invalid request': '请求参数错误',
  'Requests are too frequent, please try again later': '请求过于频繁，请稍后再试',
  'The mail could not be sent, please try again later': '邮件发送失败，请稍后再试',

  // Nest's answer to a path no route serves, and Fastify's own to malformed requests.
  'Cannot {method} {path}': '找不到接口 {method} {path}',
  'Request body is too large': '请求体过大',
  'Unsupported Media Type': '不支持的媒体类型',
  'Request body size did not match Content-Length': '请求体大小与 Content-Length 不一致',
  "Body cannot be empty when content-type is set to 'application/json'":
    'Content-Type 为 application/json 时请求体不能为空',
  "Body is not valid JSON but content-type is set to 'application/json'":
    'Content-Type 为 application/json，但请求体不是合法的 JSON',

  // Uploads.
  'The request must be multipart/form-data': '请求必须是 multipart/form-data 格式',
  'The file field "{field}" is required': '缺少文件字段“{field}”',
  'The image size exceeds the 4 MB limit': '上传的图片文件大小不能大于4M！',
  'The file size must be less than 128 MB': '上传的文件大小不能大于128M！',
  'The file size exceeds the 2 MB limit': '上传的头像图片文件大小不能大于2M！',
  'The file is too large (at most {size} MB)': '文件过大（最大 {size} MB）',
  'The zip file is too large (at most 256 MB)': 'zip 文件过大（最大 256 MB）',
  'File type not supported: only gif, jpg, jpeg, png and webp images are allowed':
    '不支持该文件类型：请选择 gif、jpg、jpeg、png 或 webp 格式的图片！',
  'File type not supported: only gif, jpg, jpeg, png, bmp and webp images are allowed':
    '不支持该文件类型：请选择 gif、jpg、jpeg、png、bmp 或 webp 格式的图片！',
  'The file does not exist': '文件不存在',
  'Sorry, you do not have permission to delete this file': '对不起，您无权删除该文件！',
  'fileId is required': 'fileId 不能为空',

  // Paging.
  'limit must be a number': 'limit 必须是数字',
  'limit must be at least 1': 'limit 不能小于 1',
  'limit can not exceed 200': 'limit 不能超过 200',

  // Site settings.
  'The Python IDE link': 'Python IDE 链接',
  'The Scratch IDE link': 'Scratch IDE 链接',
  'The typing practice link': '打字练习链接',
  'The LaTeX editor link': 'LaTeX 编辑器链接',
  '{#label} must be text': '{label}必须是文本',
  '{#label} can not exceed 255 characters': '{label}不能超过 255 个字符',
  '{#label} must be an http or https address': '{label}必须是 http 或 https 地址',
  'Base URL can not exceed 255 characters': '网站地址不能超过 255 个字符',
  'Name can not exceed 100 characters': '网站名称不能超过 100 个字符',
  'Short name can not exceed 20 characters': '网站简称不能超过 20 个字符',
  'Description can not exceed 1000 characters': '网站描述不能超过 1000 个字符',
  'Keywords can not exceed 500 characters': '关键词不能超过 500 个字符',
  'register must be true or false': 'register 必须为 true 或 false',
  'openFailingCaseDownload must be true or false': 'openFailingCaseDownload 必须为 true 或 false',
  'The daily failing-case download limit must be an integer from 1 to 1000':
    '每日错误用例下载次数上限必须是 1 到 1000 之间的整数',
};
