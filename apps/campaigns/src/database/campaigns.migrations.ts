import { CreateCampaignsSchema1764600000000 } from './migrations/1764600000000-create-campaigns-schema';

// In order of their timestamps.
export const campaignsMigrations = [CreateCampaignsSchema1764600000000];
