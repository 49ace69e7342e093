import { Transform } from 'class-transformer';

// An optional field given as null is read as left out, as IsOptional reads it: a rule that asks whether the
// field is there (template_slug decides which content rules apply) then sees what the other rules see.
export const NullAsAbsent = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (value === null ? undefined : value));
