import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsSubstitutionData } from '../sending/send-email.validators';
import { MAX_INTEGER } from '../validation/integer-range';

// POST /templates/{slug}/render: a version rendered by the renderer sends use, for a preview.
export class RenderTemplateDto {
  @ApiPropertyOptional({ description: 'Fills {{name}} placeholders, as substitution_data of a send does' })
  @IsOptional()
  @IsSubstitutionData()
  substitution_data?: Record<string, unknown>;

  @ApiPropertyOptional({ type: 'integer', description: 'An earlier version; the current one if omitted' })
  @IsOptional()
  @IsInt({ message: 'The version must be an integer.' })
  @Min(1, { message: 'The version must be at least 1.' })
  @Max(MAX_INTEGER, { message: `The version may not be greater than ${MAX_INTEGER}.` })
  version?: number;
}
