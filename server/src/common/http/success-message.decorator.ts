import { SetMetadata } from '@nestjs/common';

export const SUCCESS_MESSAGE_KEY = 'http:success-message';

/** The envelope's `msg` when the route succeeds, in place of `success` (translated like it). */
export const SuccessMessage = (message: string) => SetMetadata(SUCCESS_MESSAGE_KEY, message);
