import { CreateWebhooksSchema1764600000000 } from './migrations/1764600000000-create-webhooks-schema';

// In order of their timestamps.
export const webhooksMigrations = [CreateWebhooksSchema1764600000000];
