/**
 * Rules of the account forms. Each returns the i18n key of the first failing rule, or null.
 * Remote uniqueness checks live in the dialogs; these are the synchronous parts.
 */
export type RuleResult = string | null;

const CHINESE = '\\u4e00-\\u9fa5';
/** 2–10 Chinese characters, or a letter/digit/Chinese start followed by 2–19 of `.@_`, letters, digits, Chinese. */
export const REGISTER_USERNAME_PATTERN = new RegExp(
  `^(?:[${CHINESE}]{2,10}|[a-zA-Z0-9${CHINESE}][.@_a-zA-Z0-9${CHINESE}]{2,19})$`,
);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;

/** What a login name may hold: a username or an email address (letters, digits, Chinese, `.@_+-`). */
export const LOGIN_USERNAME_PATTERN = new RegExp(`^[a-zA-Z0-9.@_+\\-${CHINESE}]+$`);

export function loginUsername(value: string): RuleResult {
  const trimmed = value.trim();
  if (!trimmed) return 'validation.usernameRequired';
  if (trimmed.length > 20) return 'validation.usernameMax20';
  if (trimmed.length < 2) return 'validation.usernameLength';
  if (!LOGIN_USERNAME_PATTERN.test(trimmed)) return 'validation.loginUsernameInvalid';
  return null;
}

export function password(value: string): RuleResult {
  if (!value) return 'validation.passwordRequired';
  if (value.length < 6 || value.length > 20) return 'validation.passwordLength';
  return null;
}

/** Login also takes the longer passwords of generated accounts (6–25). */
export function loginPassword(value: string): RuleResult {
  if (!value) return 'validation.passwordRequired';
  if (value.length < 6 || value.length > 25) return 'validation.passwordLength';
  return null;
}

export function registerUsername(value: string): RuleResult {
  const trimmed = value.trim();
  if (!trimmed) return 'validation.usernameRequired';
  if (trimmed.length > 20) return 'validation.usernameMax20';
  if (!REGISTER_USERNAME_PATTERN.test(trimmed)) return 'validation.usernameInvalid';
  return null;
}

export function email(value: string): RuleResult {
  const trimmed = value.trim();
  if (!trimmed) return 'validation.emailRequired';
  if (!EMAIL_PATTERN.test(trimmed)) return 'validation.emailInvalid';
  return null;
}

export function passwordAgain(first: string, again: string): RuleResult {
  if (!again) return 'validation.passwordAgainRequired';
  if (first !== again) return 'validation.passwordsNotMatch';
  return null;
}

export function emailCode(value: string): RuleResult {
  const trimmed = value.trim();
  if (!trimmed) return 'validation.codeRequired';
  if (!EMAIL_CODE_PATTERN.test(trimmed)) return 'validation.codeLength';
  return null;
}

/** The school id on the registration form is optional, a number when given. */
export function deptId(value: string): RuleResult {
  return /^\d*$/.test(value.trim()) ? null : 'validation.deptIdNumber';
}

export function captcha(value: string): RuleResult {
  const trimmed = value.trim();
  if (!trimmed) return 'validation.captchaRequired';
  if (trimmed.length > 8) return 'validation.captchaLength';
  return null;
}

/** Change password/email: the new value must differ from the old one. */
export function differsFromOld(oldValue: string, newValue: string): RuleResult {
  return oldValue === newValue ? 'validation.sameAsOld' : null;
}

/** Runs rules in order and keeps the first message per field. */
export function firstErrors<K extends string>(checks: Record<K, RuleResult>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const result = checks[key];
    if (result) errors[key] = result;
  }
  return errors;
}
