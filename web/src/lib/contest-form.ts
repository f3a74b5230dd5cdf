/** The admin contest form's conversions, kept pure for tests. */
import { CONTEST_CONSTANTS } from '@verdict/common';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value back to ISO; '' stays ''. */
export function fromLocalInput(value: string): string {
  return value ? new Date(value).toISOString() : '';
}

export interface AccountRule {
  prefix: string;
  suffix: string;
  start: string;
  end: string;
  extra: string;
}

export const EMPTY_ACCOUNT_RULE: AccountRule = { prefix: '', suffix: '', start: '', end: '', extra: '' };

/** HOJ's tagged account-limit rule. */
export function buildAccountRule(rule: AccountRule): string {
  const extra = rule.extra
    .split(/[\s,]+/)
    .filter(Boolean)
    .join(' ');
  return `<prefix>${rule.prefix}</prefix><suffix>${rule.suffix}</suffix><start>${rule.start}</start><end>${rule.end}</end><extra>${extra}</extra>`;
}

export function parseAccountRule(text: string | null | undefined): AccountRule {
  const tag = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(text ?? '')?.[1] ?? '';
  return {
    prefix: tag('prefix'),
    suffix: tag('suffix'),
    start: tag('start'),
    end: tag('end'),
    extra: tag('extra'),
  };
}

/** Seal options: half an hour or an hour before the end (when the contest is that long), or the whole contest. */
export type SealOption = 'half-hour' | 'one-hour' | 'whole';

export function sealTimeOf(option: SealOption, startIso: string, endIso: string): string {
  const end = new Date(endIso).getTime();
  if (option === 'half-hour')
    return new Date(end - CONTEST_CONSTANTS.sealHalfHourSeconds * 1000).toISOString();
  if (option === 'one-hour') return new Date(end - CONTEST_CONSTANTS.sealOneHourSeconds * 1000).toISOString();
  return new Date(startIso).toISOString();
}

/** The options a contest of this length allows. */
export function sealOptionsFor(startIso: string, endIso: string): SealOption[] {
  const seconds = (new Date(endIso).getTime() - new Date(startIso).getTime()) / 1000;
  const options: SealOption[] = [];
  if (seconds >= CONTEST_CONSTANTS.sealHalfHourSeconds) options.push('half-hour');
  if (seconds >= CONTEST_CONSTANTS.sealOneHourSeconds) options.push('one-hour');
  options.push('whole');
  return options;
}

/** Which option a stored seal time stands for. */
export function sealOptionOf(sealIso: string | null, startIso: string, endIso: string): SealOption {
  if (!sealIso || new Date(sealIso).getTime() <= new Date(startIso).getTime()) return 'whole';
  const before = (new Date(endIso).getTime() - new Date(sealIso).getTime()) / 1000;
  if (before === CONTEST_CONSTANTS.sealHalfHourSeconds) return 'half-hour';
  if (before === CONTEST_CONSTANTS.sealOneHourSeconds) return 'one-hour';
  return 'whole';
}
