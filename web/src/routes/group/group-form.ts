/** The group form and the application, checked before sending. */
import { GROUP_CONSTANTS as L, GroupJoinRule, type GroupInput } from '@verdict/common';
import '@/i18n/areas/group';

export interface GroupFormValues {
  name: string;
  shortName: string;
  brief: string;
  auth: number;
  code: string;
  visible: boolean;
  description: string;
}

/** A broken rule: the `groupPage.` text key and its values. */
export type FormProblem = [key: string, values?: Record<string, number>];

export const emptyGroupForm = (): GroupFormValues => ({
  name: '',
  shortName: '',
  brief: '',
  auth: GroupJoinRule.PUBLIC,
  code: '',
  visible: true,
  description: '',
});

/** The code is asked for (and kept) only when the group is not public. */
export const needsCode = (auth: number) => auth !== GroupJoinRule.PUBLIC;

/** The first rule the form breaks, or null. */
export function checkGroupForm(form: GroupFormValues): FormProblem | null {
  const name = form.name.trim();
  const shortName = form.shortName.trim();
  const code = form.code.trim();
  if (!name) return ['form.nameRequired'];
  if (name.length < L.nameMin || name.length > L.nameMax)
    return ['form.nameLength', { min: L.nameMin, max: L.nameMax }];
  if (!shortName) return ['form.shortNameRequired'];
  if (!/^[A-Z0-9]+$/i.test(shortName)) return ['form.shortNamePattern'];
  if (shortName.length < L.shortNameMin || shortName.length > L.shortNameMax)
    return ['form.shortNameLength', { min: L.shortNameMin, max: L.shortNameMax }];
  if (form.brief.trim().length > L.briefMax) return ['form.briefLength', { max: L.briefMax }];
  if (!Object.values(GroupJoinRule).includes(form.auth as 1)) return ['form.authRequired'];
  if (needsCode(form.auth)) {
    if (!code) return ['form.codeRequired'];
    if (code.length < L.codeMin || code.length > L.codeMax)
      return ['form.codeLength', { min: L.codeMin, max: L.codeMax }];
  }
  return null;
}

/** What `POST`/`PUT /api/group` receive from the form. */
export function toGroupInput(form: GroupFormValues): GroupInput {
  return {
    name: form.name.trim(),
    shortName: form.shortName.trim(),
    brief: form.brief.trim(),
    description: form.description,
    auth: form.auth,
    code: needsCode(form.auth) ? form.code.trim() : null,
    visible: form.visible,
  };
}

/** The application: a reason for a reviewed group, and the code for a private one. */
export function checkApplication(joinRule: number, reason: string, code: string): FormProblem | null {
  if (joinRule === GroupJoinRule.PUBLIC) return null;
  const text = reason.trim();
  if (!text) return ['apply.reasonRequired'];
  if (text.length < L.reasonMin || text.length > L.reasonMax)
    return ['apply.reasonLength', { min: L.reasonMin, max: L.reasonMax }];
  if (joinRule === GroupJoinRule.PRIVATE) {
    const given = code.trim();
    if (!given) return ['apply.codeRequired'];
    if (given.length < L.codeMin || given.length > L.codeMax)
      return ['apply.codeLength', { min: L.codeMin, max: L.codeMax }];
  }
  return null;
}
