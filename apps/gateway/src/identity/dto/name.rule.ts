import { applyDecorators } from '@nestjs/common';
import { IsNotBlank } from '@mailroom/contracts';
import { IsString, Length } from 'class-validator';

// The name of a team or a key, held to the rule of project and template names: text that is not only spaces.
export const IsName = (maxLength: number): PropertyDecorator =>
  applyDecorators(
    IsString({ message: 'The name must be a string.' }),
    Length(1, maxLength, { message: `The name must be 1 to ${maxLength} characters.` }),
    // Empty is Length's to name.
    IsNotBlank('name'),
  );
