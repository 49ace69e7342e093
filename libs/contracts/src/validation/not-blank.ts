import { Matches } from 'class-validator';

// Text that is not only white space. An empty value passes: whether it may be empty is another rule's to
// say, in one message.
export const IsNotBlank = (field: string): PropertyDecorator =>
  Matches(/^$|\S/, { message: `The ${field} may not be blank.` });
