/** zh-CN texts of the group contest messages. */
export const GROUP_CONTEST_MESSAGES: Record<string, string> = {
  'Only the group root or the contest author can manage this contest':
    '只有团队超级管理员或比赛创建者可以管理该比赛',
  'Only public problems can be added from the public problem set': '只能从公共题库添加公开题目',
};
