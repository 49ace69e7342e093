import { CreateAudienceSchema1764600000000 } from './migrations/1764600000000-create-audience-schema';

// In order of their timestamps.
export const audienceMigrations = [CreateAudienceSchema1764600000000];
