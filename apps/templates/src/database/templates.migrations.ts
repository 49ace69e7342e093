import { CreateTemplatesSchema1763900000000 } from './migrations/1763900000000-create-templates-schema';

// In order of their timestamps.
export const templatesMigrations = [CreateTemplatesSchema1763900000000];
