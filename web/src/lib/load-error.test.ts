import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { classifyLoadError } from './load-error';

describe('classifyLoadError', () => {
  it.each([
    [new ApiError('unauthorized', 'Please login first', 401), { kind: 'login' }],
    [new ApiError('forbidden', 'VIP only', 403), { kind: 'forbidden', reason: 'VIP only' }],
    [new ApiError('not-found', 'missing', 404), { kind: 'not-found' }],
    [new ApiError('business', 'The problem does not exist', 404), { kind: 'not-found' }],
    [new ApiError('network', 'Network error', 0), { kind: 'unreachable' }],
    [new ApiError('timeout', 'Request timed out', 0), { kind: 'unreachable' }],
    [new ApiError('server', 'briefly unavailable', 503), { kind: 'unreachable' }],
    [new ApiError('server', 'Server error', 500), { kind: 'unreachable' }],
    [new TypeError('Failed to fetch'), { kind: 'unreachable' }],
  ])('%s → %j', (error, expected) => {
    expect(classifyLoadError(error)).toEqual(expected);
  });
});
