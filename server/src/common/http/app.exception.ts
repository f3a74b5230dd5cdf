import { HttpException } from '@nestjs/common';

/** A domain error with a user-facing message; the global filter writes it as HOJ's envelope. */
export class AppException extends HttpException {
  constructor(status: number, message: string) {
    super(message, status);
  }
}

export const badRequest = (message: string) => new AppException(400, message);
export const unauthorized = (message = 'Please login first') => new AppException(401, message);
export const forbidden = (message = 'Sorry, you do not have permission to perform this operation!') =>
  new AppException(403, message);
export const notFound = (message = 'Query error, unable to find the resource to request') =>
  new AppException(404, message);
export const tooManyRequests = (message: string) => new AppException(429, message);
