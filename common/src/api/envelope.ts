/** The HOJ response envelope and page shape. */
export interface ApiEnvelope<T> {
  status: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Page sizes offered by list screens. */
export const PAGE_SIZES = [10, 15, 30, 50, 100] as const;

export const CODE_MAX_LENGTH = 65535;
export const TEST_INPUT_MAX_LENGTH = 10000;
