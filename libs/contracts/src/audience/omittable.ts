import { ValidateIf } from 'class-validator';

// A field a PATCH may leave out but not set to null: class-validator's IsOptional lets null through, where
// null has no meaning (a name, the conditions, a contact's properties or status) the field's own rules
// refuse it (422 "The name must be a string.").
export const IsOmittable = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);
