import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];

let kept = false;

// class-validator looks up a class's rules anew for every object it validates, scanning every class it knows
// for the class's ancestors: a measurable share of a send's CPU in the gateway. The rules are fixed once the
// classes are defined (their decorators run as they are imported, before any request), so each class's
// lookup is kept. Only lookups without validation groups, the only kind the gateway makes, are kept.
export function keepValidationRuleLookups(): void {
  if (kept) return;
  kept = true;
  const storage = getMetadataStorage();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const lookups = new Map<string, WeakMap<object, ReturnType<Lookup>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (groups && groups.length > 0) return lookup(target, schema, always, strictGroups, groups);
    const options = `${schema}|${always}|${strictGroups}`;
    let byTarget = lookups.get(options);
    if (!byTarget) lookups.set(options, (byTarget = new WeakMap()));
    let rules = byTarget.get(target);
    if (!rules) byTarget.set(target, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
}
