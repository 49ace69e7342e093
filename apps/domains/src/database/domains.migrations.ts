import { CreateDomainsSchema1763870000000 } from './migrations/1763870000000-create-domains-schema';

// In order of their timestamps.
export const domainsMigrations = [CreateDomainsSchema1763870000000];
