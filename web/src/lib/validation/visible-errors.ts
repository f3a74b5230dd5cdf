import type { RuleResult } from './account-rules';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type FieldValues<K extends string> = Record<K, string>;

/**
 * The errors a form shows now, given those found when it was last checked (`at` holds the values
 * of that moment). A field's error follows its rule as soon as anything it depends on changes:
 * an error the rules produced is re-checked on every change, so fixing the password also clears
 * "passwords do not match"; an error from elsewhere (the server: "the username already exists")
 * stays until its own field is edited.
 */
export function visibleErrors<K extends string>(
  errors: FieldErrors<K>,
  at: FieldValues<K>,
  values: FieldValues<K>,
  check: (values: FieldValues<K>) => Partial<Record<K, RuleResult>>,
): FieldErrors<K> {
  const keys = Object.keys(errors) as K[];
  if (keys.length === 0) return errors;
  const then = check(at);
  const now = check(values);
  const visible: FieldErrors<K> = {};
  for (const key of keys) {
    const fromRules = then[key] === errors[key];
    const edited = values[key] !== at[key];
    const error = fromRules || edited ? now[key] : errors[key];
    if (error) visible[key] = error;
  }
  return visible;
}
