/** The online IDE: a run without a problem, read back as a test run is. */
import type { IdeRunRequest } from '@verdict/common';
import { api } from '@/lib/api-client';

/** Answers the run's test-judge key; refusals (400, 429) are shown by the page, not as a toast. */
export const runInIde = (body: IdeRunRequest) => api.post<string>('/api/ide/run', body, { silent: true });
