import { getMetadataStorage } from 'class-validator';

type Rules = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>;

let kept = false;

/**
 * class-validator finds a DTO's rules on every validation by testing the DTO against every
 * decorated class of the app (an `instanceof` each, hundreds of them), about a twentieth of a
 * cached read's time. A class's rules are all recorded when the class is defined, before anything
 * can validate one of its objects, so the answer for a class is kept; lookups by validation
 * group, which the app does not use, are left to the library.
 */
export function keepValidationRulesLookups(): void {
  if (kept) return;
  kept = true;
  const storage = getMetadataStorage();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const answers = new Map<string, WeakMap<object, Rules>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (groups?.length) return lookUp(target, schema, always, strictGroups, groups);
    const options = `${schema}|${always}|${strictGroups}`;
    let byTarget = answers.get(options);
    if (!byTarget) answers.set(options, (byTarget = new WeakMap()));
    let rules = byTarget.get(target);
    if (!rules) byTarget.set(target, (rules = lookUp(target, schema, always, strictGroups, groups)));
    return rules;
  };
}
