import { getMetadataStorage, IsInt, IsString, MaxLength, validate } from 'class-validator';
import { keepValidationRulesLookups } from './validation-rules-lookup';

class PageQuery {
  @IsInt({ message: 'page must be a number' }) page: unknown;
}

class KeywordQuery extends PageQuery {
  @IsString() @MaxLength(3, { message: 'keyword too long' }) keyword: unknown;
}

const messages = async (object: object) =>
  (await validate(object)).flatMap((error) => Object.values(error.constraints ?? {})).sort();

describe('keepValidationRulesLookups', () => {
  beforeAll(() => keepValidationRulesLookups());

  it('keeps applying a class its own rules and those it inherits, validation after validation', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(await messages(Object.assign(new KeywordQuery(), { page: 'x', keyword: 'long' }))).toEqual([
        'keyword too long',
        'page must be a number',
      ]);
      expect(await messages(Object.assign(new KeywordQuery(), { page: 1, keyword: 'ok' }))).toEqual([]);
      expect(await messages(Object.assign(new PageQuery(), { page: 'x' }))).toEqual([
        'page must be a number',
      ]);
    }
  });

  it('looks a class up once', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(KeywordQuery, '', false, false);
    expect(storage.getTargetValidationMetadatas(KeywordQuery, '', false, false)).toBe(first);
    expect(first.map((rule) => rule.propertyName).sort()).toEqual(['keyword', 'keyword', 'page']);
  });
});
