import { CreateDomainsSchema1763870000000 } from './migrations/1763870000000-create-domains-schema';
import { AddBounceStatus1764700000000 } from './migrations/1764700000000-add-bounce-status';

// In order of their timestamps.
export const domainsMigrations = [CreateDomainsSchema1763870000000, AddBounceStatus1764700000000];
