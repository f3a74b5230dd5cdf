import { HttpException } from '@nestjs/common';
import { ErrorCode, errorCodeOfStatus, type ErrorCodeValue } from '@verdict/common';

/** A domain error with a user-facing message and a stable code; the global filter writes both. */
export class AppException extends HttpException {
  readonly code: ErrorCodeValue;

  constructor(status: number, message: string, code: ErrorCodeValue = errorCodeOfStatus(status)) {
    super(message, status);
    this.code = code;
  }
}

export const badRequest = (message: string, code: ErrorCodeValue = ErrorCode.BAD_REQUEST) =>
  new AppException(400, message, code);
export const unauthorized = (
  message = 'Please login first',
  code: ErrorCodeValue = ErrorCode.NOT_LOGGED_IN,
) => new AppException(401, message, code);
export const forbidden = (message = 'Sorry, you do not have permission to perform this operation!') =>
  new AppException(403, message);
export const notFound = (
  message = 'Query error, unable to find the resource to request',
  code: ErrorCodeValue = ErrorCode.NOT_FOUND,
) => new AppException(404, message, code);
export const tooManyRequests = (message: string) => new AppException(429, message);
export const serviceUnavailable = (message = SERVICE_UNAVAILABLE_MESSAGE) => new AppException(503, message);

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again in a moment';
