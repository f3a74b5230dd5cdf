/** zh-CN texts of login, registration, password reset, account settings and users. */
export const ACCOUNT_MESSAGES: Record<string, string> = {
  // Login and session.
  'Username or password is wrong': '用户名或密码错误',
  'This account has been disabled': '该账户已被封禁，请联系管理员进行处理！',
  'Please login again with an administrator account': '该账号并非管理员账号，无权登录！',
  'Too many failed logins, this account is locked for 30 minutes on this network':
    '对不起！登录失败次数过多！您的账号有风险，半个小时内暂时无法登录！',
  'Too many wrong passwords, please try again in 30 minutes': '密码错误次数过多，请 30 分钟后再试',
  'Too many wrong passwords, please try again in {seconds} seconds':
    '密码错误次数过多，请 {seconds} 秒后再试',
  'Too many wrong passwords, please try again later': '密码错误次数过多，请稍后再试',
  'Please enter the captcha': '请输入验证码',
  'The captcha is wrong or has expired, please try again': '验证码不正确或已过期，请重新输入',
  'Logout successfully': '退出登录成功！',

  // Registration and password reset.
  'Registration is closed on this site': '对不起！本站暂未开启注册功能！',
  'The username already exists': '用户名已存在',
  'The email already exists': '该邮箱已被注册，请更换新的邮箱！',
  'The email does not exist': '对不起，该邮箱无该用户，请重新检查！',
  'The username does not exist': '用户名不存在',
  'The verification code is wrong or has expired': '验证码不正确或已过期',
  'The reset code is wrong or has expired, please apply again':
    '重置密码的验证码不正确或已过期，请重新发送重置邮件',
  'Please do not send repeatedly, try again in {seconds} seconds':
    '对不起，您的操作频率过快，请在 {seconds} 秒后再次发送！',
  'Register successfully': '注册成功',
  'The reset mail has been sent, please check your mailbox': '重置密码邮件已发送，请前往邮箱查收',
  'Password reset successfully': '重置密码成功',

  // Form fields.
  'Username is required': '用户名不能为空',
  'Username can not exceed 20 characters': '用户名长度不能超过20位!',
  'Username length must be between 2 and 20 characters': '用户名长度应为 2 到 20 位',
  'Invalid username: 2-10 Chinese characters, or 3-20 letters, digits, Chinese, dot, @ or _':
    '用户名格式不正确：2 到 10 个汉字，或 3 到 20 位字母、数字、汉字、点、@ 或下划线',
  'Password is required': '密码不能为空',
  'Password length must be between 6 and 20 characters': '密码长度应该为6~20位！',
  'Old password is required': '原密码不能为空',
  'New password is required': '新密码不能为空',
  'Email is required': '邮箱不能为空',
  'Invalid email format': '邮箱格式错误！',
  'Code is required': '验证码不能为空',
  'Code length must be 6': '验证码长度应为 6 位',
  'Captcha is required': '验证码不能为空',
  'Captcha length must be between 1 and 8 characters': '验证码长度应为 1 到 8 位',
  'captchaKey is required': 'captchaKey 不能为空',
  'deptId must be a number': 'deptId 必须是数字',

  // Account settings.
  'The new password can not be the same as the old one': '新密码不能与原密码相同',
  'The new email can not be the same as the old one': '新邮箱与当前邮箱一致，请不要重复设置！',
  'The password is wrong, {left} attempts left': '密码错误！还可以尝试 {left} 次',
  'The code has been sent to the new email': '验证码已发送至新邮箱',
  'Password changed, please login again': '修改密码成功！请重新登录',
  'Email changed successfully': '修改邮箱成功！',

  // Users and profiles.
  'The user does not exist': '用户不存在',
  'Please provide uid or username': '请求参数错误：uid和username不能都为空！',
  'Nickname can not exceed 20 characters': '昵称不能超过 20 个字符',
  'Real name can not exceed 50 characters': '真实姓名的长度不能超过50位',
  'School can not exceed 100 characters': '学校名称不能超过 100 个字符',
  'Student number can not exceed 20 characters': '学号不能超过 20 个字符',
  'Gender must be male, female or secrecy': '性别必须为 male、female 或 secrecy',
  'Signature can not exceed 65535 characters': '个性签名不能超过 65535 个字符',
  'GitHub address can not exceed 255 characters': 'GitHub 地址不能超过 255 个字符',
  'Blog address can not exceed 255 characters': '博客地址不能超过 255 个字符',
  'Codeforces username can not exceed 100 characters': 'Codeforces 用户名不能超过 100 个字符',
  'uid is required': 'uid 不能为空',
};
