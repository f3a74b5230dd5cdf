import { groupDisplayId } from './group-display-id';

describe('groupDisplayId', () => {
  it.each([
    ['CS1', 'A1', 'CS1A1'],
    ['CS1', 'a1', 'CS1A1'],
    ['CS1', 'cs1A1', 'CS1A1'],
    ['CS1', 'CS1A1', 'CS1A1'],
    ['CS1', ' 7 ', 'CS17'],
    ['NC', 'N1', 'NCN1'],
  ])('short name %s and typed %s give %s', (shortName, typed, expected) => {
    expect(groupDisplayId(shortName, typed)).toBe(expected);
  });
});
