/**
 * Stable error codes: every error response carries one in `data.code` beside HOJ's
 * `{status, msg}`, so clients branch on the code, not on the message text (which is the spec's
 * and may be translated). A status without a more precise code uses its generic one.
 */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  LOGIN_EXPIRED: 'LOGIN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  PROBLEM_NOT_FOUND: 'PROBLEM_NOT_FOUND',
  SUBMISSION_NOT_FOUND: 'SUBMISSION_NOT_FOUND',
  CONTEST_NOT_FOUND: 'CONTEST_NOT_FOUND',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  TAG_NOT_FOUND: 'TAG_NOT_FOUND',
  FILE_NOT_FOUND: 'FILE_NOT_FOUND',
  TEST_RUN_EXPIRED: 'TEST_RUN_EXPIRED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** Login: too many failed tries from here; the next try must carry an answered captcha. */
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The body of every error response: HOJ's envelope with the code in `data`. */
export interface ErrorBody {
  status: number;
  msg: string;
  data: { code: ErrorCodeValue };
}

/** The code a status stands for when nothing more precise was given. */
export function errorCodeOfStatus(status: number): ErrorCodeValue {
  if (status === 401) return ErrorCode.NOT_LOGGED_IN;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status === 409) return ErrorCode.CONFLICT;
  if (status === 413) return ErrorCode.PAYLOAD_TOO_LARGE;
  if (status === 429) return ErrorCode.RATE_LIMITED;
  if (status === 503) return ErrorCode.SERVICE_UNAVAILABLE;
  if (status >= 500) return ErrorCode.INTERNAL;
  return ErrorCode.BAD_REQUEST;
}
