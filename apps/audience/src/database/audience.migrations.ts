import { CreateAudienceSchema1764600000000 } from './migrations/1764600000000-create-audience-schema';
import { CountImportClaims1764900000000 } from './migrations/1764900000000-count-import-claims';

// In order of their timestamps.
export const audienceMigrations = [CreateAudienceSchema1764600000000, CountImportClaims1764900000000];
