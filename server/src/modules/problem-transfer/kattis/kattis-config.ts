import { parse } from 'yaml';
import { badRequest } from '../../../common/http/app.exception';

/** What `problem.yaml` of a Kattis / ICPC problem package says that matters here. */
export interface KattisConfig {
  name?: string;
  source?: string;
  /** `limits.time_limit` (seconds, 2023 format) in ms; legacy packages leave it to `.timelimit`. */
  timeLimitMs?: number;
  /** `limits.memory` (MiB). */
  memoryLimitMb?: number;
  validation: 'default' | 'custom' | 'custom interactive';
}

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** Reads `problem.yaml` (400 when it is not YAML or names an unknown validation). */
export function readKattisConfig(text: string): KattisConfig {
  let raw: unknown;
  try {
    raw = parse(text) ?? {};
  } catch {
    throw badRequest('problem.yaml is not valid YAML');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest('problem.yaml is not valid YAML');
  const yaml = raw as Record<string, unknown>;
  const limits = (typeof yaml.limits === 'object' && yaml.limits ? yaml.limits : {}) as Record<
    string,
    unknown
  >;
  const name =
    typeof yaml.name === 'string'
      ? yaml.name
      : typeof yaml.name === 'object' && yaml.name
        ? String(Object.values(yaml.name as Record<string, unknown>)[0] ?? '')
        : undefined;
  const validationText = String(yaml.validation ?? 'default')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== 'score')
    .join(' ');
  // The 2023 format says `type: interactive` instead of `validation: custom interactive`.
  const interactive =
    validationText.includes('interactive') || String(yaml.type ?? '').includes('interactive');
  const validation = interactive ? 'custom interactive' : validationText === 'custom' ? 'custom' : 'default';
  if (!['default', 'custom', 'custom interactive'].includes(validationText) && !interactive)
    throw badRequest(`problem.yaml: unknown validation "${validationText}"`);
  const seconds = asNumber(limits.time_limit);
  return {
    name: name || undefined,
    source: typeof yaml.source === 'string' ? yaml.source : undefined,
    timeLimitMs: seconds ? Math.round(seconds * 1000) : undefined,
    memoryLimitMb: asNumber(limits.memory),
    validation,
  };
}
