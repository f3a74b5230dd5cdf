/** Problem imports (HOJ zip, QDUOJ, FPS, Hydro, Polygon, Kattis) and package verification reports. */
import useSWR from 'swr';
import type { ImportedProblem, ImportProgress, VerificationReport } from '@verdict/common';
import { api } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export type ImportFormat = 'hoj' | 'qdoj' | 'fps' | 'hydro' | 'polygon' | 'kattis';

/** Each format's route and file type; the packages also get tests generated and solutions verified. */
export const IMPORT_FORMATS: Record<ImportFormat, { path: string; accept: string; verifies: boolean }> = {
  hoj: { path: '/api/file/import-problem', accept: '.zip', verifies: false },
  qdoj: { path: '/api/file/import-qdoj-problem', accept: '.zip', verifies: false },
  fps: { path: '/api/file/import-fps-problem', accept: '.xml', verifies: false },
  hydro: { path: '/api/file/import-hydro-problem', accept: '.zip', verifies: false },
  polygon: { path: '/api/file/import-polygon-problem', accept: '.zip', verifies: true },
  kattis: { path: '/api/file/import-kattis-problem', accept: '.zip', verifies: true },
};

/**
 * Uploads a problem file; packages answer with the problems they created (the others with none)
 * and report their work under `progressKey` meanwhile (see `useImportProgress`).
 */
export async function importProblems(
  format: ImportFormat,
  file: File,
  progressKey: string,
  onProgress: (fraction: number) => void,
  onUploaded: () => void,
): Promise<ImportedProblem[]> {
  const form = new FormData();
  form.append('file', file);
  const { path, verifies } = IMPORT_FORMATS[format];
  const created = await uploadWithProgress<ImportedProblem[] | null>(
    verifies ? `${path}?progressKey=${encodeURIComponent(progressKey)}` : path,
    form,
    onProgress,
    { onUploaded },
  );
  return created ?? [];
}

/** What the server is doing with an uploaded package, polled every second while it works. */
export function useImportProgress(progressKey: string | null) {
  return useSWR<ImportProgress | null>(progressKey ? swrKeys.importProgress(progressKey) : null, {
    refreshInterval: 1_000,
  });
}

/** Polls while solutions are still being judged, then stops. */
const whileJudging = (report: VerificationReport | undefined) =>
  report && report.judged < report.total ? 1_500 : 0;

export function useVerificationReport(pid: number | null) {
  return useSWR<VerificationReport>(pid ? swrKeys.adminVerification(pid) : null, {
    refreshInterval: whileJudging,
  });
}

/** The report once, outside SWR (before a visibility change). */
export const fetchVerificationReport = (pid: number) =>
  api.get<VerificationReport>('/api/admin/problem/verification', { pid });

/** Judges every solution of the package again. */
export const runVerification = (pid: number) =>
  api.post<{ queued: number }>('/api/admin/problem/verification', { pid });
