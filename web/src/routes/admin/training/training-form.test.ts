import { describe, expect, it } from 'vitest';
import { missingTrainingField } from './training-form';

const filled = { title: 'Graphs', description: 'Walk them.', auth: 'Public' as const, privatePwd: '' };

describe('missingTrainingField', () => {
  it('accepts a complete public training', () => {
    expect(missingTrainingField(filled, '1000', 3)).toBeNull();
  });

  it.each([
    ['rank', { ...filled }, '', 3],
    ['rank', { ...filled }, '1.5', 3],
    ['title', { ...filled, title: '   ' }, '1000', 3],
    ['description', { ...filled, description: '' }, '1000', 3],
    ['category', { ...filled }, '1000', null],
    ['password', { ...filled, auth: 'Private' as const }, '1000', 3],
  ])('names %s first when it is missing', (field, form, rank, category) => {
    expect(missingTrainingField(form, rank, category)).toBe(field);
  });

  it('asks for a password only when the training is private', () => {
    expect(missingTrainingField({ ...filled, auth: 'Private', privatePwd: 'sesame' }, '0', 3)).toBeNull();
  });
});
