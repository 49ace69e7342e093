export const Scope = {
  emailsSend: 'emails:send',
  emailsRead: 'emails:read',
  domainsRead: 'domains:read',
  domainsWrite: 'domains:write',
  templatesRead: 'templates:read',
  templatesWrite: 'templates:write',
  webhooksRead: 'webhooks:read',
  webhooksWrite: 'webhooks:write',
  audienceRead: 'audience:read',
  audienceWrite: 'audience:write',
  campaignsRead: 'campaigns:read',
  campaignsWrite: 'campaigns:write',
  apiKeysRead: 'api_keys:read',
  apiKeysWrite: 'api_keys:write',
} as const;

export type Scope = (typeof Scope)[keyof typeof Scope];

export const ALL_SCOPES: readonly Scope[] = Object.values(Scope);

export const Permission = {
  fullAccess: 'full_access',
  sendingAccess: 'sending_access',
  readOnly: 'read_only',
} as const;

export type Permission = (typeof Permission)[keyof typeof Permission];

export const PERMISSIONS: readonly Permission[] = Object.values(Permission);

export function scopesOf(permission: Permission): Scope[] {
  switch (permission) {
    case Permission.fullAccess:
      return [...ALL_SCOPES];
    case Permission.sendingAccess:
      return [Scope.emailsSend, Scope.emailsRead, Scope.templatesRead, Scope.domainsRead];
    case Permission.readOnly:
      return ALL_SCOPES.filter((scope) => scope.endsWith(':read'));
  }
}
