import type { ErrorBody, ErrorCodeValue } from '@verdict/common';

/** HOJ's response envelope: `{ status, msg, data }` with `status` equal to the HTTP status. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { status: 200, msg, data };
}

export function failure(status: number, msg: string, code: ErrorCodeValue): ErrorBody {
  return { status, msg, data: { code } };
}

/** Marks a controller result that is already an envelope (custom success message). */
export class EnvelopeResult<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}
