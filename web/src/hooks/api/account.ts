/** Account and user data (see docs/api.md, Accounts). */
import useSWR from 'swr';
import { api, request, requestWithHeaders } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import { clearSession, signIn, updateUser } from '@/stores/session';
import type {
  Captcha,
  ChangeAccountResult,
  CheckUsernameOrEmail,
  UserCalendarHeatmap,
  UserHome,
  UserInfo,
} from '@/types/account';

/** The answer to an image captcha, which the server asks for after repeated failed logins. */
export interface CaptchaAnswer {
  captcha: string;
  captchaKey: string;
}

/** Logs in; `admin` uses the back office's login, which refuses accounts that are not admins. */
export async function login(
  username: string,
  password: string,
  captcha?: CaptchaAnswer,
  admin = false,
): Promise<UserInfo> {
  const response = await requestWithHeaders<UserInfo>('POST', admin ? '/api/admin/login' : '/api/login', {
    body: { username: username.trim(), password, ...captcha },
    anonymous: true,
    silent: true,
  });
  const token = response.headers.get('authorization');
  if (!token) throw new Error('Missing token');
  signIn(token, response.data);
  return response.data;
}

export async function logout(): Promise<void> {
  try {
    await api.get<null>('/api/logout', undefined, { silent: true });
  } finally {
    clearSession();
  }
}

export interface RegisterForm {
  username: string;
  password: string;
  email: string;
  code: string;
  deptId?: string;
}

export const registerUser = (form: RegisterForm) => api.post<null>('/api/register', form, { silent: true });
export const sendRegisterCode = (email: string) =>
  api.get<{ email?: string; expire?: number } | null>('/api/get-register-code', { email }, { silent: true });
export const checkUsernameOrEmail = (body: { username?: string; email?: string }) =>
  api.post<CheckUsernameOrEmail>('/api/check-username-or-email', body, { silent: true });
export const fetchCaptcha = () => api.get<Captcha>('/api/captcha', undefined, { silent: true });
export const applyResetPassword = (body: { email: string; captcha: string; captchaKey: string }) =>
  api.post<null>('/api/apply-reset-password', body, { silent: true });
export const resetPassword = (body: { username: string; password: string; code: string }) =>
  api.post<null>('/api/reset-password', body, { silent: true });
export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  api.post<ChangeAccountResult>('/api/change-password', body, { silent: true });
export const sendChangeEmailCode = (email: string) =>
  api.get<null>('/api/get-change-email-code', { email }, { silent: true });
export const changeEmail = (body: { password: string; newEmail: string; code: string }) =>
  api.post<ChangeAccountResult>('/api/change-email', body, { silent: true });

export async function changeUserInfo(body: Partial<UserInfo>): Promise<UserInfo> {
  const user = await api.post<UserInfo>('/api/change-userInfo', body, { silent: true });
  updateUser(user);
  return user;
}

export async function uploadAvatar(image: Blob): Promise<UserInfo> {
  const form = new FormData();
  form.append('image', image, 'avatar.png');
  const user = await request<UserInfo>('POST', '/api/file/upload-avatar', { form, silent: true });
  updateUser(user);
  return user;
}

export function useUserHome(uid?: string, username?: string) {
  return useSWR<UserHome>(uid || username ? swrKeys.userHome(uid, username) : null);
}

export function useUserHeatmap(uid?: string, username?: string) {
  return useSWR<UserCalendarHeatmap>(uid || username ? swrKeys.userHeatmap(uid, username) : null);
}
