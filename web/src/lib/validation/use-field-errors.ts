import { useState } from 'react';
import { firstErrors, type RuleResult } from './account-rules';
import { visibleErrors, type FieldErrors, type FieldValues } from './visible-errors';

/**
 * A form's field errors that never go stale: `validate()` checks every field on submit, and from
 * then on each shown error follows the field as it is edited (see `visibleErrors`).
 */
export function useFieldErrors<K extends string>(
  values: FieldValues<K>,
  check: (values: FieldValues<K>) => Partial<Record<K, RuleResult>>,
) {
  const [found, setFound] = useState<{ errors: FieldErrors<K>; at: FieldValues<K> }>({
    errors: {},
    at: values,
  });
  const errors = visibleErrors(found.errors, found.at, values, check);

  /** Checks every field; true when the form may be sent. */
  const validate = (): boolean => {
    const next = firstErrors(check(values) as Record<K, RuleResult>);
    setFound({ errors: next, at: values });
    return Object.keys(next).length === 0;
  };
  /** Shows errors found elsewhere (a remote check), replacing those shown. */
  const showErrors = (next: FieldErrors<K>) => setFound({ errors: next, at: values });
  /** Adds one field's error to those shown. */
  const showError = (field: K, error: string) =>
    setFound({ errors: { ...errors, [field]: error }, at: values });

  return { errors, validate, showErrors, showError };
}
