import {
  CampaignStatus,
  CreateCampaignDto,
  ErrorCode,
  FieldErrors,
  ServiceError,
  UpdateCampaignDto,
} from '@mailroom/contracts';
import { CampaignContent, CONTENT_FIELDS } from './campaign';

// The campaign as a create or a PATCH makes it: given fields replace, null clears one (a PATCH moving from
// a list to a segment sends `list_id: null`), absent ones are kept.
export function mergedContent(
  current: CampaignContent | undefined,
  given: CreateCampaignDto | UpdateCampaignDto,
): CampaignContent {
  const content = {} as Record<keyof CampaignContent, string | null>;
  for (const field of CONTENT_FIELDS) {
    const value = given[field] as string | null | undefined;
    content[field] = value === undefined ? (current?.[field] ?? null) : value;
  }
  return content as unknown as CampaignContent;
}

// Content: html and/or text, or a template; audience: a list or a segment (API.md, Campaigns).
export function assertComplete(content: CampaignContent): void {
  const errors: FieldErrors = {};
  for (const field of ['name', 'subject', 'from_email'] as const)
    if (content[field] === null) errors[field] = [`The ${field} field is required.`];
  const inline = content.html !== null || content.text !== null;
  if (content.template_slug !== null && inline)
    errors.template_slug = ['The template_slug cannot be combined with html or text.'];
  else if (content.template_slug === null && !inline)
    errors.html = ['The html or text field is required when no template_slug is given.'];
  // Every recipient would get an empty message.
  else if (content.template_slug === null && !content.html && !content.text)
    errors.html = ['The html and text may not both be empty.'];
  if (content.list_id !== null && content.segment_id !== null)
    errors.segment_id = ['Give a list_id or a segment_id, not both.'];
  else if (content.list_id === null && content.segment_id === null)
    errors.list_id = ['The list_id or segment_id field is required.'];
  if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);
}

export function statusConflict(status: CampaignStatus, action: string): ServiceError {
  return new ServiceError({
    status: 409,
    error_code: ErrorCode.campaignStatusConflict,
    message: `The campaign is ${status}: ${action}.`,
  });
}

export function changedWhileChecked(status: CampaignStatus): ServiceError {
  return statusConflict(
    status,
    'it was changed while it was checked; ask again to check the campaign as it is now',
  );
}

export const campaignNotFound = (): ServiceError => ServiceError.notFound('Campaign not found.');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A path id that is no UUID names no campaign.
export function campaignId(value: string): string {
  if (!UUID.test(value)) throw campaignNotFound();
  return value.toLowerCase();
}
