// Generated from the served OpenAPI document by `npm run sdk:generate`; do not edit.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Health check (no authentication) */
    get: operations['HealthController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check an API key and return its team */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the API keys of the team */
    get: operations['ApiKeysController_list'];
    put?: never;
    /** Create an API key; the key itself is shown only in this response */
    post: operations['ApiKeysController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an API key */
    delete: operations['ApiKeysController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/teams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a team with its owner */
    post: operations['AdminTeamsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/teams/{teamId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a team */
    get: operations['AdminTeamsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the plan, monthly limit or name of a team */
    patch: operations['AdminTeamsController_update'];
    trace?: never;
  };
  '/api/admin/teams/{teamId}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a user to a team */
    post: operations['AdminTeamsController_addMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/teams/{teamId}/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an API key for a team */
    post: operations['AdminTeamsController_createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/domain-reputation/{domain}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Send a domain (and its subdomains) to review or blacklist */
    put: operations['AdminDomainReputationController_set'];
    post?: never;
    /** Clear the reputation entry of a domain */
    delete: operations['AdminDomainReputationController_clear'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the sending domains of the team */
    get: operations['DomainsController_list'];
    put?: never;
    /** Register a sending domain; publish its DNS records, then verify it */
    post: operations['DomainsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/{domain}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a sending domain and the DNS records it needs */
    get: operations['DomainsController_get'];
    put?: never;
    post?: never;
    /** Delete a sending domain */
    delete: operations['DomainsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/{domain}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the DKIM, SPF, DMARC and tracking CNAME records now */
    post: operations['DomainsController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sent emails, newest first, a cursor page at a time
     * @description from is inclusive and to exclusive. Live keys list live sends; sandbox keys list the sandbox sends addressed to their owner. last_event is the latest event among the recipients: injection, delay, delivery or bounce.
     */
    get: operations['EmailListController_list'];
    put?: never;
    /** Send an email now */
    post: operations['EmailsController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live sending of the current month (UTC): recipients sent, overage and its cost
     * @description Every accepted recipient of a live send counts once; sandbox sends and replays never count. Paid plans are not blocked at their monthly limit: what passes it is overage, priced at 0.80 per 1,000 (overage_cost, 2 decimals, no currency).
     */
    get: operations['UsageController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emails/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List email events, newest first, a cursor page at a time
     * @description Events are kept EVENT_RETENTION_DAYS (10) days. from (inclusive) defaults to, and is moved forward to, the start of that window; to (exclusive) defaults to now. events, recipients, transmissions and bounce_classes take comma-separated values. Live keys see live traffic; sandbox keys see the sandbox events addressed to their owner.
     */
    get: operations['EmailEventsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emails/{requestId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An email's events, oldest first
     * @description The events of every recipient of the transmission (the request_id of POST /emails) still kept; results holds the first 1,000, total_count counts them all. 404 when there are none.
     */
    get: operations['EmailEventsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emails/scheduled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List scheduled emails, newest scheduled_at first, a page at a time */
    get: operations['ScheduledEmailsController_list'];
    put?: never;
    /**
     * Schedule an email: the send request plus scheduled_at
     * @description scheduled_at is in the future and at most 30 days ahead. The checks of POST /emails (validation, sender domain, template and rendering) are made now; the quota is taken when the email is sent.
     */
    post: operations['ScheduledEmailsController_schedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emails/scheduled/{transmissionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a scheduled email by its request_id (sch_...) or the transmission it became */
    get: operations['ScheduledEmailsController_get'];
    put?: never;
    post?: never;
    /** Cancel a scheduled email; 409 schedule_cancellation_failed unless it is still scheduled */
    delete: operations['ScheduledEmailsController_cancel'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/capture/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Messages the capture SMTP server received, newest first */
    get: operations['AdminCaptureController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/capture/messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One captured message, raw RFC 5322 */
    get: operations['AdminCaptureController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List campaigns, newest first */
    get: operations['CampaignsController_list'];
    put?: never;
    /** Create a campaign (draft): content (html/text or template_slug) and audience */
    post: operations['CampaignsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{campaignId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a campaign with its stats */
    get: operations['CampaignsController_get'];
    put?: never;
    post?: never;
    /** Delete a draft campaign; 409 campaign_status_conflict otherwise */
    delete: operations['CampaignsController_delete'];
    options?: never;
    head?: never;
    /** Change a draft campaign; 409 campaign_status_conflict otherwise */
    patch: operations['CampaignsController_update'];
    trace?: never;
  };
  '/api/campaigns/{campaignId}/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Schedule a draft campaign (in_review first for a team not yet approved) */
    post: operations['CampaignsController_schedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{campaignId}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a draft campaign now (in_review first for a team not yet approved) */
    post: operations['CampaignsController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{campaignId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a scheduled campaign: back to draft */
    post: operations['CampaignsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{campaignId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The campaign's email events, newest first, cursor paged */
    get: operations['CampaignsController_events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/campaigns/{campaignId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a campaign in review: it goes on as it was asked (scheduled or preparing) */
    post: operations['AdminCampaignsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/campaigns/{campaignId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a campaign in review: back to draft with the reason */
    post: operations['AdminCampaignsController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List templates (current versions), newest first */
    get: operations['TemplatesController_list'];
    put?: never;
    /** Create a template (version 1) */
    post: operations['TemplatesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a template; ?version=N reads an earlier version */
    get: operations['TemplatesController_get'];
    /** Change a template; a content change makes a new version */
    put: operations['TemplatesController_update'];
    post?: never;
    /** Delete a template and all its versions */
    delete: operations['TemplatesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates/{slug}/merge-tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The merge tags of the current version, from subject, html and text */
    get: operations['TemplatesController_mergeTags'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the team's projects; the first is the default */
    get: operations['ProjectsController_list'];
    put?: never;
    /** Create a project */
    post: operations['ProjectsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/t/o/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open pixel: records an open and answers a 1x1 transparent GIF */
    get: operations['TrackingController_open'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/t/c/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Click redirect: records a click and redirects to the signed target */
    get: operations['TrackingController_click'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/t/u/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unsubscribe page: asks for confirmation, changes nothing */
    get: operations['TrackingController_unsubscribePage'];
    put?: never;
    /** Unsubscribe: RFC 8058 one-click (body List-Unsubscribe=One-Click) or the page form */
    post: operations['TrackingController_unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the team's webhook endpoints */
    get: operations['WebhooksController_list'];
    put?: never;
    /**
     * Create a webhook endpoint
     * @description The answer carries the signing secret (whsec_...), in full, this once.
     */
    post: operations['WebhooksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{webhook}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a webhook endpoint */
    get: operations['WebhooksController_get'];
    /** Change a webhook endpoint: the fields given (as PATCH) */
    put: operations['WebhooksController_replace'];
    post?: never;
    /** Delete a webhook endpoint; its queued deliveries are dropped */
    delete: operations['WebhooksController_delete'];
    options?: never;
    head?: never;
    /** Change a webhook endpoint: the fields given */
    patch: operations['WebhooksController_update'];
    trace?: never;
  };
  '/api/webhooks/{webhook}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The endpoint's delivery attempts, newest first, paged by cursor */
    get: operations['WebhooksController_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{webhook}/deliveries/{deliveryId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery's event again now (the same webhook-id); answers the queued attempt */
    post: operations['WebhooksController_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{webhook}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a signed message.test event to the endpoint; answers the queued attempt */
    post: operations['WebhooksController_test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/contacts/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import contacts from CSV (header: email plus property keys), at most 100 MB; runs as a job */
    post: operations['AudienceImportsController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Progress of an import and its first 100 row errors */
    get: operations['AudienceImportsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List contacts, newest first; filters list_id, status, email */
    get: operations['AudienceContactsController_list'];
    put?: never;
    /** Create a contact; 409 contact_exists for an email the team already has */
    post: operations['AudienceContactsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/contacts/{contactId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a contact with its lists and topics */
    get: operations['AudienceContactsController_get'];
    put?: never;
    post?: never;
    /** Delete a contact */
    delete: operations['AudienceContactsController_delete'];
    options?: never;
    head?: never;
    /** Change a contact; no fields returns it unchanged; a status change is recorded */
    patch: operations['AudienceContactsController_update'];
    trace?: never;
  };
  '/api/audience/contacts/{contactId}/lists/{listId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a contact to a list: 201 when new, 200 when it already was a member */
    post: operations['AudienceContactsController_addToList'];
    /** Remove a contact from a list: 204 whether or not it was a member */
    delete: operations['AudienceContactsController_removeFromList'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/contacts/{contactId}/topics/{topicId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Subscribe a contact to a topic: 201 when new, 200 when already subscribed */
    post: operations['AudienceContactsController_subscribe'];
    /** Unsubscribe a contact from a topic: 204 whether or not it was subscribed */
    delete: operations['AudienceContactsController_unsubscribe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/lists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List lists, newest first */
    get: operations['AudienceListsController_list'];
    put?: never;
    /** Create a list */
    post: operations['AudienceListsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/lists/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete 1 to 50 lists of the team at once; 409 list_in_use (nothing deleted) if a segment is restricted to one */
    delete: operations['AudienceListsController_deleteMany'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/lists/{listId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a list with its contact count */
    get: operations['AudienceListsController_get'];
    put?: never;
    post?: never;
    /** Delete a list (its contacts stay); 409 list_in_use if a segment is restricted to it */
    delete: operations['AudienceListsController_delete'];
    options?: never;
    head?: never;
    /** Rename a list or change its description */
    patch: operations['AudienceListsController_update'];
    trace?: never;
  };
  '/api/audience/topics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List topics, newest first */
    get: operations['AudienceTopicsController_list'];
    put?: never;
    /** Create a topic (opt-in: a campaign with a topic goes only to its subscribers) */
    post: operations['AudienceTopicsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/topics/{topicId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a topic with its subscriber count */
    get: operations['AudienceTopicsController_get'];
    put?: never;
    post?: never;
    /** Delete a topic and its subscriptions */
    delete: operations['AudienceTopicsController_delete'];
    options?: never;
    head?: never;
    /** Rename a topic or change its description */
    patch: operations['AudienceTopicsController_update'];
    trace?: never;
  };
  '/api/audience/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the property definitions, by key */
    get: operations['AudiencePropertiesController_list'];
    put?: never;
    /** Define a contact property: key and type (string, number, boolean, date) */
    post: operations['AudiencePropertiesController_define'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/properties/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a property definition and the contacts' values of it; 409 property_in_use while a segment uses it */
    delete: operations['AudiencePropertiesController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/segments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List segments, newest first; list_id keeps those restricted to that list */
    get: operations['AudienceSegmentsController_list'];
    put?: never;
    /** Create a segment: condition groups OR-ed, conditions AND-ed; counted at once */
    post: operations['AudienceSegmentsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/segments/{segmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a segment with its cached contact count */
    get: operations['AudienceSegmentsController_get'];
    put?: never;
    post?: never;
    /** Delete a segment */
    delete: operations['AudienceSegmentsController_delete'];
    options?: never;
    head?: never;
    /** Change a segment; it is counted again at once */
    patch: operations['AudienceSegmentsController_update'];
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    CreateApiKeyDto: {
      name: string;
      /** @enum {string} */
      permission: 'full_access' | 'sending_access' | 'read_only';
      /** @enum {string} */
      type: 'live' | 'sandbox';
    };
    CreateTeamDto: {
      name: string;
      /** @description Account email of the team owner */
      owner_email: string;
      /**
       * @default free
       * @enum {string}
       */
      plan: 'free' | 'pro_50k' | 'pro_100k' | 'pro_200k' | 'pro_500k' | 'pro_1m' | 'enterprise';
      /** @description Monthly sending limit; enterprise plans only */
      monthly_limit?: number;
    };
    UpdateTeamDto: {
      name?: string;
      /**
       * @default free
       * @enum {string}
       */
      plan: 'free' | 'pro_50k' | 'pro_100k' | 'pro_200k' | 'pro_500k' | 'pro_1m' | 'enterprise';
      /** @description Monthly sending limit; enterprise plans only */
      monthly_limit?: number;
    };
    AddUserDto: {
      email: string;
    };
    AdminCreateApiKeyDto: {
      name: string;
      /** @enum {string} */
      permission: 'full_access' | 'sending_access' | 'read_only';
      /** @enum {string} */
      type: 'live' | 'sandbox';
      /** @description Creator of the key (default: the team owner) */
      user_id?: number;
    };
    SetDomainReputationDto: {
      /** @enum {string} */
      status: 'review' | 'blacklisted';
    };
    CreateDomainDto: {
      /** @example mail.example.com */
      domain: string;
    };
    AttachmentDto: {
      /** @example invoice.pdf */
      name: string;
      /**
       * @description Media type
       * @example application/pdf
       */
      type: string;
      /** @description Content, base64 encoded */
      data: string;
    };
    SendOptionsDto: {
      /**
       * @description Set false for marketing mail
       * @default true
       */
      transactional: boolean;
      /** @default false */
      open_tracking: boolean;
      /** @default false */
      click_tracking: boolean;
    };
    SendEmailDto: {
      /** @example hello@mail.example.com */
      from: string;
      from_name?: string;
      /** @description At most 50 recipients in to, cc and bcc together */
      to: string[];
      cc?: string[];
      bcc?: string[];
      /** @description Required unless template_slug is given */
      subject?: string;
      /** @description html or text is required unless template_slug is given */
      html?: string;
      /** @description html or text is required unless template_slug is given */
      text?: string;
      /** @description At most 20, 10485760 bytes decoded in all */
      attachments?: components['schemas']['AttachmentDto'][];
      /** @description Fills {{name}} placeholders in subject, html and text; at most 10000 values, 16 levels deep */
      substitution_data?: Record<string, never>;
      /** @description Name to string, carried with the email; at most 50 entries */
      metadata?: Record<string, never>;
      options?: components['schemas']['SendOptionsDto'];
      /** @description At most 10; values at most 998 characters; managed headers refused */
      headers?: Record<string, never>;
      template_slug?: string;
      template_version?: number;
      project_id?: number;
    };
    ScheduleEmailDto: {
      /** @example hello@mail.example.com */
      from: string;
      from_name?: string;
      /** @description At most 50 recipients in to, cc and bcc together */
      to: string[];
      cc?: string[];
      bcc?: string[];
      /** @description Required unless template_slug is given */
      subject?: string;
      /** @description html or text is required unless template_slug is given */
      html?: string;
      /** @description html or text is required unless template_slug is given */
      text?: string;
      /** @description At most 20, 10485760 bytes decoded in all */
      attachments?: components['schemas']['AttachmentDto'][];
      /** @description Fills {{name}} placeholders in subject, html and text; at most 10000 values, 16 levels deep */
      substitution_data?: Record<string, never>;
      /** @description Name to string, carried with the email; at most 50 entries */
      metadata?: Record<string, never>;
      options?: components['schemas']['SendOptionsDto'];
      /** @description At most 10; values at most 998 characters; managed headers refused */
      headers?: Record<string, never>;
      template_slug?: string;
      template_version?: number;
      project_id?: number;
      /**
       * Format: date-time
       * @description ISO 8601 with a time zone; in the future, at most 30 days ahead
       * @example 2026-12-01T09:30:00Z
       */
      scheduled_at: string;
    };
    CreateCampaignDto: {
      name?: string;
      /** @description Merge tags: {{email}}, {{properties.x}} */
      subject?: string;
      /** @example news@mail.example.com */
      from_email?: string;
      from_name?: string;
      reply_to?: string;
      html?: string;
      text?: string;
      /** @description A template of the team's default project */
      template_slug?: string;
      /** Format: uuid */
      list_id?: string;
      /** Format: uuid */
      segment_id?: string;
      /**
       * Format: uuid
       * @description Only contacts subscribed to this topic are mailed
       */
      topic_id?: string;
    };
    UpdateCampaignDto: {
      name?: string;
      /** @description Merge tags: {{email}}, {{properties.x}} */
      subject?: string;
      /** @example news@mail.example.com */
      from_email?: string;
      from_name?: string;
      reply_to?: string;
      html?: string;
      text?: string;
      /** @description A template of the team's default project */
      template_slug?: string;
      /** Format: uuid */
      list_id?: string;
      /** Format: uuid */
      segment_id?: string;
      /**
       * Format: uuid
       * @description Only contacts subscribed to this topic are mailed
       */
      topic_id?: string;
    };
    ScheduleCampaignDto: {
      /**
       * Format: date-time
       * @example 2026-12-01T09:30:00Z
       */
      scheduled_at: string;
    };
    RejectCampaignDto: {
      reason: string;
    };
    CreateTemplateDto: {
      name: string;
      /** @description Defaults to a slug of the name */
      slug?: string;
      subject?: string;
      /** @description HTML body with {{merge_tags}} */
      html?: string;
      /** @description Plain-text body with {{merge_tags}} */
      text?: string;
      /** @description Project holding the template; the default project if omitted */
      project_id?: number;
    };
    UpdateTemplateDto: {
      name?: string;
      subject?: string;
      /** @description HTML body with {{merge_tags}} */
      html?: string;
      /** @description Plain-text body with {{merge_tags}} */
      text?: string;
    };
    CreateProjectDto: {
      name: string;
    };
    WebhookOAuth2Dto: {
      /** @description https; the client-credentials grant */
      token_url: string;
      client_id: string;
      /** @description Encrypted at rest; never shown again */
      client_secret: string;
      scope?: string;
    };
    CreateWebhookDto: {
      name: string;
      /** @description Absolute https URL */
      url: string;
      /** @default true */
      enabled: boolean;
      /**
       * @default none
       * @enum {string}
       */
      auth_type: 'none' | 'basic' | 'oauth2';
      /** @description auth_type basic */
      auth_username?: string;
      /** @description auth_type basic; encrypted at rest, never shown */
      auth_password?: string;
      /** @description auth_type oauth2 */
      oauth2?: components['schemas']['WebhookOAuth2Dto'];
      /**
       * @default all
       * @enum {string}
       */
      events_mode: 'all' | 'selected';
      /** @description events_mode selected: message.<email event type>, scheduled.cancelled, scheduled.failed, campaign.sent */
      events?: string[];
    };
    UpdateWebhookDto: {
      name?: string;
      /** @description Absolute https URL */
      url?: string;
      /** @default true */
      enabled: boolean;
      /**
       * @default none
       * @enum {string}
       */
      auth_type: 'none' | 'basic' | 'oauth2';
      /** @description auth_type basic */
      auth_username?: string;
      /** @description auth_type basic; encrypted at rest, never shown */
      auth_password?: string;
      /** @description auth_type oauth2 */
      oauth2?: components['schemas']['WebhookOAuth2Dto'];
      /**
       * @default all
       * @enum {string}
       */
      events_mode: 'all' | 'selected';
      /** @description events_mode selected: message.<email event type>, scheduled.cancelled, scheduled.failed, campaign.sent */
      events?: string[];
    };
    CreateContactDto: {
      /** @description Unique per team, compared case-insensitively */
      email: string;
      /** @description Values of defined properties, each of its defined type */
      properties?: Record<string, never>;
      /**
       * @default subscribed
       * @enum {string}
       */
      status: 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';
      /** @description ISO 8601; the contact gets no campaign until then */
      paused_until?: Record<string, never> | null;
      /** @description Lists of the team to add the contact to */
      list_ids?: string[];
      /** @description Topics of the team to subscribe the contact to */
      topic_ids?: string[];
    };
    UpdateContactDto: {
      email?: string;
      /** @description Merged into the contact; null removes a key */
      properties?: Record<string, never>;
      /**
       * @description A change is recorded with its time
       * @enum {string}
       */
      status?: 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';
      paused_until?: Record<string, never> | null;
    };
    CreateListDto: {
      name: string;
      description?: Record<string, never> | null;
    };
    DeleteListsDto: {
      list_ids: string[];
    };
    UpdateListDto: {
      name?: string;
      description?: Record<string, never> | null;
    };
    CreateTopicDto: {
      name: string;
      description?: Record<string, never> | null;
    };
    UpdateTopicDto: {
      name?: string;
      description?: Record<string, never> | null;
    };
    DefinePropertyDto: {
      key: string;
      /** @enum {string} */
      type: 'string' | 'number' | 'boolean' | 'date';
      label?: string;
    };
    SegmentConditionDto: {
      /** @description email, status, created_at or properties.<key> */
      field: string;
      /** @enum {string} */
      operator:
        | 'equals'
        | 'not_equals'
        | 'contains'
        | 'not_contains'
        | 'starts_with'
        | 'ends_with'
        | 'is_set'
        | 'is_not_set'
        | 'gt'
        | 'gte'
        | 'lt'
        | 'lte'
        | 'before'
        | 'after';
      /** @description Always a string; none (or empty) for is_set and is_not_set */
      value?: string;
    };
    SegmentConditionGroupDto: {
      /** @description AND-ed */
      conditions: components['schemas']['SegmentConditionDto'][];
    };
    CreateSegmentDto: {
      name: string;
      /** @description Restricts the segment to this list of the team */
      list_id?: Record<string, never> | null;
      /** @description OR-ed */
      condition_groups: components['schemas']['SegmentConditionGroupDto'][];
    };
    UpdateSegmentDto: {
      name?: string;
      /** @description Restricts the segment to this list of the team */
      list_id?: Record<string, never> | null;
      /** @description OR-ed */
      condition_groups?: components['schemas']['SegmentConditionGroupDto'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  HealthController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiKeysController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiKeysController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKeyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiKeysController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminTeamsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTeamDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminTeamsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminTeamsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTeamDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminTeamsController_addMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminTeamsController_createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCreateApiKeyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminDomainReputationController_set: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetDomainReputationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminDomainReputationController_clear: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DomainsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DomainsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDomainDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DomainsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DomainsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DomainsController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        domain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmailListController_list: {
    parameters: {
      query?: {
        per_page?: number;
        /** @description The next_cursor of a previous response */
        cursor?: string;
        /** @description Inclusive */
        from?: string;
        /** @description Exclusive; must be after from */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmailsController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 of A-Z a-z 0-9 . _ -; kept 24 hours */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendEmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UsageController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmailEventsController_list: {
    parameters: {
      query?: {
        per_page?: number;
        /** @description The next_cursor of a previous response */
        cursor?: string;
        /** @description Inclusive */
        from?: string;
        /** @description Exclusive; must be after from */
        to?: string;
        /** @description Comma-separated event types: injection, delivery, bounce, delay, out_of_band, spam_complaint, policy_rejection, click, open, initial_open, amp_click, amp_open, amp_initial_open, generation_failure, generation_rejection, list_unsubscribe, link_unsubscribe */
        events?: string;
        /** @description Comma-separated recipient addresses */
        recipients?: string;
        /** @description Comma-separated request_id values of transmissions */
        transmissions?: string;
        /** @description Comma-separated bounce classification codes (10 invalid recipient, 20 soft, 21 DNS, ...) */
        bounce_classes?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmailEventsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ScheduledEmailsController_list: {
    parameters: {
      query?: {
        state?: 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ScheduledEmailsController_schedule: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 of A-Z a-z 0-9 . _ -; kept 24 hours */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduleEmailDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ScheduledEmailsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        transmissionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ScheduledEmailsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        transmissionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCaptureController_list: {
    parameters: {
      query: {
        limit: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCaptureController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_list: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        status?: 'draft' | 'scheduled' | 'preparing' | 'in_review' | 'sending' | 'sent' | 'failed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCampaignDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCampaignDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_schedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduleCampaignDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_send: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CampaignsController_events: {
    parameters: {
      query?: {
        per_page?: number;
        /** @description The next_cursor of a previous response */
        cursor?: string;
        event_type?:
          'injection' | 'delivery' | 'bounce' | 'spam_complaint' | 'open' | 'click' | 'list_unsubscribe';
        /** @description Recipient address (any case) */
        email?: string;
        /** @description Inclusive; a date alone is 00:00:00 UTC of that day */
        start_time?: string;
        /** @description Inclusive; a date alone covers that UTC day through 23:59:59 */
        end_time?: string;
      };
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCampaignsController_approve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCampaignsController_reject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectCampaignDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TemplatesController_list: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        /** @description Only this project; every project of the team if omitted */
        project_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TemplatesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTemplateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TemplatesController_get: {
    parameters: {
      query?: {
        /** @description Project holding the template; the default project if omitted */
        project_id?: number;
        /** @description An earlier version; the current one if omitted */
        version?: number;
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TemplatesController_update: {
    parameters: {
      query?: {
        /** @description Project holding the template; the default project if omitted */
        project_id?: number;
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTemplateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TemplatesController_remove: {
    parameters: {
      query?: {
        /** @description Project holding the template; the default project if omitted */
        project_id?: number;
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TemplatesController_mergeTags: {
    parameters: {
      query?: {
        /** @description Project holding the template; the default project if omitted */
        project_id?: number;
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ProjectsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ProjectsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProjectDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TrackingController_open: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TrackingController_click: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TrackingController_unsubscribePage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TrackingController_unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_replace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_deliveries: {
    parameters: {
      query?: {
        per_page?: number;
        /** @description The next_cursor of a previous response */
        cursor?: string;
      };
      header?: never;
      path: {
        webhook: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_retry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_test: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceImportsController_import: {
    parameters: {
      query?: {
        /** @description Comma-separated list ids of the team every imported contact joins */
        list_ids?: string;
        update_existing?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceImportsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_list: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        /** @description Only members of this list of the team */
        list_id?: string;
        status?: 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';
        /** @description Only the contact with this address (case-insensitive) */
        email?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateContactDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateContactDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_addToList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
        listId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_removeFromList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
        listId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
        topicId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceContactsController_unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
        topicId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceListsController_list: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceListsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateListDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceListsController_deleteMany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteListsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceListsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceListsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceListsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateListDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceTopicsController_list: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceTopicsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTopicDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceTopicsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        topicId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceTopicsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        topicId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceTopicsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        topicId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTopicDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudiencePropertiesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudiencePropertiesController_define: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DefinePropertyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudiencePropertiesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceSegmentsController_list: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        /** @description Only segments restricted to this list of the team */
        list_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceSegmentsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSegmentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceSegmentsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        segmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceSegmentsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        segmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AudienceSegmentsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        segmentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSegmentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
