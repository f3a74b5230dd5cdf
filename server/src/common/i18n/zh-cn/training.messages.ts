/** zh-CN texts of trainings: entry, registration, the admin form and training problems. */
export const TRAINING_MESSAGES: Record<string, string> = {
  'The training does not exist': '该训练不存在！',
  'This training is private: register with the training password first':
    '该训练为私有训练，请先输入训练密码进行注册！',
  'This training is only available to VIP members': '该训练仅对 VIP 会员开放',
  'Enter the training password': '请输入训练密码',
  'Wrong training password': '训练密码错误，请重新输入！',
  'This training is public and needs no registration': '该训练为公开训练，无需注册！',
  'You have already registered for this training': '您已注册过该训练，请勿重复注册！',
  'The training category does not exist': '该训练分类不存在！',
  'Title is required': '标题不能为空',
  'Title can not exceed 255 characters': '标题不能超过 255 个字符',
  'Description is required': '描述不能为空',
  'Description can not exceed 65535 characters': '描述不能超过 65535 个字符',
  'Rank is required': '排序不能为空',
  'Rank must be between 0 and 2147483647': '排序必须在 0 到 2147483647 之间',
  'Category is required': '分类不能为空',
  'Password is required': '密码不能为空',
  'Password can not exceed 255 characters': '密码不能超过 255 个字符',
  'auth must be Public or Private': '权限必须为 Public 或 Private',
  'categoryId must be a number': 'categoryId 必须是数字',
  'training is required': '训练信息不能为空',
  'status is required': 'status 不能为空',
  'status must be true or false': 'status 必须为 true 或 false',
  'isVip must be true or false': 'isVip 必须为 true 或 false',
  'rank must be a number': 'rank 必须是数字',
  'The display id is required': '展示 ID 不能为空',
  'The display id can not exceed 255 characters': '展示 ID 不能超过 255 个字符',
  'The problem is already in this training': '该题目已在训练中，请勿重复添加！',
  'The display id is already used in this training': '该展示 ID 已在训练中使用',
  'Only public problems can be added to a training': '只能添加公开题目到训练中',
  'The problem is not in this training': '该题目不在此训练中',
  'problemId is required': 'problemId 不能为空',
  'You can only edit or delete your own group trainings': '您只能编辑或删除自己创建的团队训练',
  'The problem does not belong to this group': '该题目不属于此团队',
  'The group problem does not exist': '该团队题目不存在',

  'Trainings are filed under this category: move them to another one first':
    '仍有训练属于此分类，请先将它们移到其他分类',

  'Training categories are the site’s: group trainings are filed under them too':
    '训练分类由网站统一管理：团队训练也使用这些分类',
};
