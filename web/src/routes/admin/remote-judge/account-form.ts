/**
 * The "add account" form of the remote judge pool: which judge (a built-in one, one the pool
 * already knows, or a new HOJ-compatible site at its own address) and the account's login.
 */
import type { TFunction } from 'i18next';
import {
  BUILT_IN_REMOTE_JUDGES,
  REMOTE_JUDGE_NAME,
  type RemoteAccountView,
  type RemoteJudgeKind,
} from '@verdict/common';
import type { RemoteAccountBody } from '@/hooks/api/remote-judge';

/** The choice of the judge select that asks for a new judge's name and address. */
export const CUSTOM_JUDGE = '*';

/** A judge the form offers by name: its kind and address are known. */
export interface KnownJudge {
  name: string;
  kind: RemoteJudgeKind;
  baseUrl: string;
}

export interface AccountDraft {
  /** A known judge's name, or CUSTOM_JUDGE. */
  choice: string;
  /** The new judge's name, when `choice` is CUSTOM_JUDGE. */
  customName: string;
  /** The new judge's address, when `choice` is CUSTOM_JUDGE. */
  baseUrl: string;
  username: string;
  password: string;
}

export const EMPTY_ACCOUNT: AccountDraft = {
  choice: BUILT_IN_REMOTE_JUDGES[0].name,
  customName: '',
  baseUrl: '',
  username: '',
  password: '',
};

const isBuiltIn = (name: string) => BUILT_IN_REMOTE_JUDGES.some((judge) => judge.name === name);

/** The built-in judges, then the other judges the pool holds accounts of (every account of one judge shares its address). */
export function knownJudges(accounts: readonly RemoteAccountView[]): KnownJudge[] {
  const others = new Map<string, KnownJudge>();
  for (const account of accounts) {
    if (!isBuiltIn(account.oj) && !others.has(account.oj)) {
      others.set(account.oj, { name: account.oj, kind: account.kind, baseUrl: account.baseUrl });
    }
  }
  return [...BUILT_IN_REMOTE_JUDGES, ...others.values()];
}

/** The judge's name as the server stores it: capitals. */
export function judgeNameOf(draft: AccountDraft): string {
  return draft.choice === CUSTOM_JUDGE ? draft.customName.trim().toUpperCase() : draft.choice;
}

/** Only a name the site does not know yet asks for an address (a built-in judge's is known). */
export function needsAddress(draft: AccountDraft, known: readonly KnownJudge[]): boolean {
  const name = judgeNameOf(draft);
  return draft.choice === CUSTOM_JUDGE && !known.some((judge) => judge.name === name);
}

/** The first rule the draft breaks, as a message, or null. */
export function accountFormError(
  draft: AccountDraft,
  known: readonly KnownJudge[],
  t: TFunction,
): string | null {
  const oj = judgeNameOf(draft);
  if (!REMOTE_JUDGE_NAME.test(oj)) return t('remoteJudge.admin.nameRequired');
  if (needsAddress(draft, known)) {
    const address = draft.baseUrl.trim();
    if (!address) return t('remoteJudge.admin.addressRequired', { oj });
    if (!/^https?:\/\/\S+$/i.test(address)) return t('remoteJudge.admin.addressInvalid');
  }
  if (!draft.username.trim()) return t('remoteJudge.admin.usernameRequired');
  if (!draft.password.trim()) return t('remoteJudge.admin.passwordRequired');
  return null;
}

/** What the server gets: a known judge's own kind and address, a new judge's typed address. */
export function toAccountBody(draft: AccountDraft, known: readonly KnownJudge[]): RemoteAccountBody {
  const oj = judgeNameOf(draft);
  const body: RemoteAccountBody = { oj, username: draft.username.trim(), password: draft.password };
  const judge = known.find((one) => one.name === oj);
  if (judge && !isBuiltIn(oj)) Object.assign(body, { kind: judge.kind, baseUrl: judge.baseUrl });
  else if (!judge) body.baseUrl = draft.baseUrl.trim().replace(/\/+$/, '');
  return body;
}
