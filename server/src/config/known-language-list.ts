import {
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { findLanguage } from '@verdict/common';
import { splitList } from './split-list';

const unknownNames = (value: unknown) =>
  typeof value === 'string' ? splitList(value).filter((name) => !findLanguage(name)) : [];

/** A comma-separated list of names from the language table (e.g. `C++,Python3`), at least one. */
@ValidatorConstraint({ name: 'knownLanguageList' })
export class KnownLanguageList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && splitList(value).length > 0 && unknownNames(value).length === 0;
  }

  defaultMessage(args: ValidationArguments): string {
    const unknown = unknownNames(args.value);
    return `${args.property} must list language names of the language table, such as C++,Python3${
      unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''
    }`;
  }
}
