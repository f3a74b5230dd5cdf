import { describe, expect, it } from 'vitest';
import {
  checkApplication,
  checkGroupForm,
  emptyGroupForm,
  toGroupInput,
  type GroupFormValues,
} from './group-form';

const form = (patch: Partial<GroupFormValues>): GroupFormValues => ({
  ...emptyGroupForm(),
  name: 'Algorithms',
  shortName: 'ALGO',
  ...patch,
});

describe('checkGroupForm', () => {
  it.each([
    [{ name: ' ' }, 'form.nameRequired'],
    [{ name: 'ab' }, 'form.nameLength'],
    [{ name: 'x'.repeat(26) }, 'form.nameLength'],
    [{ shortName: '' }, 'form.shortNameRequired'],
    [{ shortName: 'Al-go' }, 'form.shortNamePattern'],
    [{ shortName: 'A' }, 'form.shortNameLength'],
    [{ shortName: 'A'.repeat(11) }, 'form.shortNameLength'],
    [{ brief: 'b'.repeat(51) }, 'form.briefLength'],
    [{ auth: 2, code: '' }, 'form.codeRequired'],
    [{ auth: 3, code: 'abc' }, 'form.codeLength'],
    [{ auth: 3, code: 'abcdefg' }, 'form.codeLength'],
  ])('refuses %o with %s', (patch, key) => {
    expect(checkGroupForm(form(patch))?.[0]).toBe(key);
  });

  it('accepts a public group without a code and a protected one with a 4-6 character code', () => {
    expect(checkGroupForm(form({}))).toBeNull();
    expect(checkGroupForm(form({ auth: 2, code: 'abcd' }))).toBeNull();
    expect(checkGroupForm(form({ auth: 3, code: 'abcdef', brief: 'b'.repeat(50) }))).toBeNull();
  });

  it('sends no code for a public group and trims the texts', () => {
    expect(toGroupInput(form({ name: ' Algorithms ', code: 'abcd' }))).toMatchObject({
      name: 'Algorithms',
      auth: 1,
      code: null,
    });
    expect(toGroupInput(form({ auth: 2, code: ' abcd ' })).code).toBe('abcd');
  });
});

describe('checkApplication', () => {
  it('asks nothing of a public group', () => {
    expect(checkApplication(1, '', '')).toBeNull();
  });
  it('asks a reason of 2-100 characters for a protected group', () => {
    expect(checkApplication(2, ' ', '')?.[0]).toBe('apply.reasonRequired');
    expect(checkApplication(2, 'x', '')?.[0]).toBe('apply.reasonLength');
    expect(checkApplication(2, 'x'.repeat(101), '')?.[0]).toBe('apply.reasonLength');
    expect(checkApplication(2, 'I study here', '')).toBeNull();
  });
  it('asks the code as well for a private group', () => {
    expect(checkApplication(3, 'I study here', '')?.[0]).toBe('apply.codeRequired');
    expect(checkApplication(3, 'I study here', 'abc')?.[0]).toBe('apply.codeLength');
    expect(checkApplication(3, 'I study here', 'abcd')).toBeNull();
  });
});
