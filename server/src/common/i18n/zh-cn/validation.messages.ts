/**
 * zh-CN texts of class-validator's default messages (a check written without its own message),
 * each also in its "each value in …" form for array checks.
 */
const DEFAULTS: Record<string, string> = {
  '{property} must be a string': '{property} 必须是字符串',
  '{property} must be an integer number': '{property} 必须是整数',
  '{property} must be a number conforming to the specified constraints': '{property} 必须是符合要求的数字',
  '{property} must be a number string': '{property} 必须是数字字符串',
  '{property} must be a positive number': '{property} 必须是正数',
  '{property} must be a boolean value': '{property} 必须是布尔值',
  '{property} must be an array': '{property} 必须是数组',
  '{property} must be an object': '{property} 必须是对象',
  '{property} must be an email': '{property} 必须是邮箱地址',
  '{property} must be a URL address': '{property} 必须是 URL 地址',
  '{property} must be a Date instance': '{property} 必须是日期',
  '{property} must be a valid ISO 8601 date string': '{property} 必须是 ISO 8601 格式的日期',
  '{property} should not be empty': '{property} 不能为空',
  '{property} should not be null or undefined': '{property} 不能为空',
  '{property} must not be less than {min}': '{property} 不能小于 {min}',
  '{property} must not be greater than {max}': '{property} 不能大于 {max}',
  '{property} must be shorter than or equal to {max} characters': '{property} 的长度不能超过 {max} 个字符',
  '{property} must be longer than or equal to {min} characters': '{property} 的长度不能少于 {min} 个字符',
  '{property} must be longer than or equal to {min} and shorter than or equal to {max} characters':
    '{property} 的长度应为 {min} 到 {max} 个字符',
  '{property} must contain no more than {max} elements': '{property} 最多包含 {max} 个元素',
  '{property} must contain at least {min} elements': '{property} 至少包含 {min} 个元素',
  '{property} must be one of the following values: {values}': '{property} 必须是以下值之一：{values}',
  '{property} should not be one of the following values: {values}': '{property} 不能是以下值之一：{values}',
  '{property} must be equal to {value}': '{property} 必须等于 {value}',
  '{property} must match {pattern} regular expression': '{property} 的格式不正确',
  'nested property {property} must be either object or array': '嵌套属性 {property} 必须是对象或数组',
};

const EACH_PREFIX = 'each value in ';

export const VALIDATION_MESSAGES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(DEFAULTS).flatMap(([key, target]) => [
      [key, target],
      [EACH_PREFIX + key, target.replace('{property}', '{property} 中的每一项')],
    ]),
  ),
  'an unknown value was passed to the validate function': '请求参数错误',
};
