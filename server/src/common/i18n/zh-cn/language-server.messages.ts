/** zh-CN texts of the editor's language servers and the online IDE. */
export const LANGUAGE_SERVER_MESSAGES: Record<string, string> = {
  'The language server is not available on contest problems': '比赛题目不提供语言服务器',
  'The language server is not available during the contest': '比赛进行期间不能使用语言服务器',
  'Language servers are not offered on this site': '本站未提供语言服务器',
  'This language has no language server': '该语言没有语言服务器',
  'The language server session has ended': '语言服务器会话已结束',
  'The language server could not start': '语言服务器无法启动',
  'This language server session is not yours': '这不是您的语言服务器会话',
  'The language servers are all busy, please try again in a few minutes': '语言服务器繁忙，请几分钟后再试',
  'You may have {limit} language servers open at once: close another editor first':
    '您最多同时打开 {limit} 个语言服务器，请先关闭其他编辑器',
  'The language server stopped after {minutes} idle minutes': '语言服务器空闲 {minutes} 分钟后已停止',
  'The language server stopped': '语言服务器已停止',
  'A language server message must be JSON text': '语言服务器消息必须是 JSON 文本',
  'A language server message may not be larger than 1 MB': '语言服务器消息不能超过 1 MB',
  'A language server message must be a JSON-RPC 2.0 message': '语言服务器消息必须是 JSON-RPC 2.0 消息',
  'Too many language server requests': '语言服务器请求过多',
  'Too many requests': '请求过多',
  'The answer is larger than 1 MB': '回答超过 1 MB',
  'The language {language} is not supported': '不支持语言 {language}',
};
