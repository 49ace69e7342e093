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
     * @description Events are kept EVENT_RETENTION_DAYS (10) days. from (inclusive) defaults to, and is moved forward to, the start of that window; to (exclusive) defaults to now. A window that ended before it began is answered empty, from and to both at its start. events, recipients, transmissions and bounce_classes take comma-separated values. Live keys see live traffic; sandbox keys see the sandbox events addressed to their owner.
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
  '/api/admin/capture/messages/{id}/parsed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One captured message parsed: headers, html, text, attachments and its DKIM verification */
    get: operations['AdminCaptureController_parsed'];
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
  '/api/templates/{slug}/render': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Render a version with substitution data, as a send would (a preview; nothing is sent) */
    post: operations['TemplatesController_render'];
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
    /**
     * Change a webhook endpoint: the fields given
     * @description A field left out keeps its value; null is no value of any field (422). A stored auth_password or oauth2.client_secret is kept only while the url (and the token_url) stay at their origin (scheme, host, port): an update that moves one to another origin must give the secret again (422).
     */
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
    /**
     * Send a delivery's event again now (the same webhook-id); answers the queued attempt
     * @description A disabled endpoint is refused with 409 webhook_disabled: nothing is queued.
     */
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
    /**
     * Send a signed message.test event to the endpoint; answers the queued attempt
     * @description A disabled endpoint is refused with 409 webhook_disabled: nothing is queued.
     */
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
    /**
     * Create a list
     * @description A team has at most 1,000 lists: one more is 422 validation_error, errors.name.
     */
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
    /**
     * Create a topic (opt-in: a campaign with a topic goes only to its subscribers)
     * @description A team has at most 100 topics: one more is 422 validation_error, errors.name.
     */
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
    /**
     * Define a contact property: key and type (string, number, boolean, date)
     * @description A team defines at most 100 properties: one more is 422 validation_error, errors.key.
     */
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
  '/api/suppressions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the suppression list, newest first, a cursor page at a time
     * @description Live keys read the live list; sandbox keys the sandbox list (the key owners’ addresses that sandbox mail bounced, complained or unsubscribed from).
     */
    get: operations['SuppressionsController_list'];
    put?: never;
    /**
     * Suppress an address (201 new, 200 when it already was for that reason)
     * @description hard_bounce and spam_complaint stop all mail to it; unsubscribe only non-transactional mail.
     */
    post: operations['SuppressionsController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/suppressions/{email}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read why an address is suppressed (one entry per reason) */
    get: operations['SuppressionsController_get'];
    put?: never;
    post?: never;
    /**
     * Remove an address from the suppression list, for every reason
     * @description Live keys change the live list. A sandbox key removes its owner’s address from the sandbox list (403 sandbox_restricted for any other address).
     */
    delete: operations['SuppressionsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    HealthView: {
      /** @example ok */
      status: string;
      /** Format: date-time */
      timestamp: string;
    };
    AuthCheckView: {
      team_id: number;
      /** Format: date-time */
      timestamp: string;
    };
    ErrorBody: {
      message: string;
      /** @enum {string} */
      error_code:
        | 'validation_error'
        | 'invalid_domain'
        | 'unconfigured_domain'
        | 'send_error'
        | 'template_not_found'
        | 'idempotency_in_progress'
        | 'idempotency_conflict'
        | 'schedule_cancellation_failed'
        | 'list_in_use'
        | 'contact_exists'
        | 'property_exists'
        | 'property_in_use'
        | 'rate_limit_exceeded'
        | 'quota_exceeded'
        | 'daily_quota_exceeded'
        | 'sandbox_restricted'
        | 'transmission_failed'
        | 'unauthorized'
        | 'auth_blocked'
        | 'insufficient_scope'
        | 'service_unavailable'
        | 'not_found'
        | 'domain_exists'
        | 'template_exists'
        | 'campaign_status_conflict'
        | 'webhook_disabled'
        | 'internal_error';
      /**
       * @description Present on rate limiting answers
       * @enum {string}
       */
      status?: 'error';
      /** @description Seconds to wait (rate limiting) */
      retry_after?: number;
      /** @description Validation errors: field name to messages */
      errors?: {
        [key: string]: string[];
      };
    };
    ApiKeyCreatedView: {
      id: string;
      name: string;
      /** @enum {string} */
      permission: 'full_access' | 'sending_access' | 'read_only';
      /** @enum {string} */
      type: 'live' | 'sandbox';
      prefix: string;
      /** Format: date-time */
      created_at: string;
      created_by: number;
      key: string;
    };
    CreateApiKeyDto: {
      name: string;
      /** @enum {string} */
      permission: 'full_access' | 'sending_access' | 'read_only';
      /** @enum {string} */
      type: 'live' | 'sandbox';
    };
    ApiKeyView: {
      id: string;
      name: string;
      /** @enum {string} */
      permission: 'full_access' | 'sending_access' | 'read_only';
      /** @enum {string} */
      type: 'live' | 'sandbox';
      prefix: string;
      /** Format: date-time */
      created_at: string;
      created_by: number;
    };
    ApiKeyListView: {
      api_keys: components['schemas']['ApiKeyView'][];
    };
    MessageBody: {
      message: string;
    };
    UserView: {
      id: number;
      email: string;
    };
    TeamView: {
      id: number;
      name: string;
      /** @enum {string} */
      plan: 'free' | 'pro_50k' | 'pro_100k' | 'pro_200k' | 'pro_500k' | 'pro_1m' | 'enterprise';
      monthly_limit: number;
      default_project_id: number | null;
      owner: components['schemas']['UserView'] | null;
      /** Format: date-time */
      created_at: string;
    };
    CreateTeamDto: {
      name: string;
      /** @description Account email of the team owner */
      owner_email: string;
      /**
       * @default free
       * @enum {string}
       */
      plan?: 'free' | 'pro_50k' | 'pro_100k' | 'pro_200k' | 'pro_500k' | 'pro_1m' | 'enterprise';
      /** @description Monthly sending limit; enterprise plans only */
      monthly_limit?: number;
    };
    UpdateTeamDto: {
      /**
       * @default free
       * @enum {string}
       */
      plan?: 'free' | 'pro_50k' | 'pro_100k' | 'pro_200k' | 'pro_500k' | 'pro_1m' | 'enterprise';
      /** @description Monthly sending limit; enterprise plans only */
      monthly_limit?: number;
      name?: string;
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
    DomainReputationView: {
      domain: string;
      /** @enum {string} */
      status?: 'review' | 'blacklisted';
    };
    SetDomainReputationDto: {
      /** @enum {string} */
      status: 'review' | 'blacklisted';
    };
    DkimView: {
      public: string;
      selector: string;
      headers: string;
      signing_domain: string;
    };
    DnsRecordView: {
      /** @enum {string} */
      purpose: 'dkim' | 'spf' | 'dmarc' | 'tracking' | 'bounce';
      /** @enum {string} */
      type: 'TXT' | 'CNAME';
      name: string;
      value: string;
      /** @enum {string} */
      status: 'valid' | 'unverified';
    };
    DomainCreatedViewDns: {
      records: components['schemas']['DnsRecordView'][];
    };
    DomainCreatedView: {
      domain: string;
      /** @enum {string} */
      status: 'approved' | 'review' | 'blacklisted';
      status_label: string;
      dkim: components['schemas']['DkimView'];
      dns: components['schemas']['DomainCreatedViewDns'];
    };
    CreateDomainDto: {
      /** @example mail.example.com */
      domain: string;
    };
    DomainDetailViewDnsDkim: {
      public: string;
      selector: string;
      headers: string;
    };
    DomainDetailViewDns: {
      dkim: components['schemas']['DomainDetailViewDnsDkim'];
      records: components['schemas']['DnsRecordView'][];
    };
    DomainDetailView: {
      domain: string;
      /** @enum {string} */
      status: 'approved' | 'review' | 'blacklisted';
      status_label: string;
      can_send: boolean;
      /** @enum {string} */
      cname_status: 'valid' | 'unverified';
      /** @enum {string} */
      dkim_status: 'valid' | 'unverified';
      /** @enum {string} */
      dmarc_status: 'valid' | 'unverified';
      /** @enum {string} */
      spf_status: 'valid' | 'unverified';
      is_primary_domain: boolean;
      tracking_domain: string;
      dns: components['schemas']['DomainDetailViewDns'];
      dns_provider: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    DomainListView: {
      domains: components['schemas']['DomainDetailView'][];
    };
    DomainVerifyView: {
      domain: string;
      /** @enum {string} */
      dkim_status: 'valid' | 'unverified';
      /** @enum {string} */
      cname_status: 'valid' | 'unverified';
      /** @enum {string} */
      dmarc_status: 'valid' | 'unverified';
      /** @enum {string} */
      spf_status: 'valid' | 'unverified';
      /** @enum {string} */
      ownership_verified: 'true' | 'false';
      is_primary_domain: boolean;
    };
    SendResult: {
      request_id: string;
      accepted: number;
      rejected: number;
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
      transactional?: boolean;
      /** @default false */
      open_tracking?: boolean;
      /** @default false */
      click_tracking?: boolean;
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
      /** @description html or text, not empty, is required unless template_slug is given; not with template_slug */
      html?: string;
      /** @description html or text, not empty, is required unless template_slug is given; not with template_slug */
      text?: string;
      /** @description At most 20, 10485760 bytes decoded in all */
      attachments?: components['schemas']['AttachmentDto'][];
      /** @description Fills {{name}} placeholders in subject, html and text; at most 10000 values, 16 levels deep */
      substitution_data?: Record<string, unknown>;
      /** @description Name to string, carried with the email; at most 50 entries */
      metadata?: Record<string, unknown>;
      options?: components['schemas']['SendOptionsDto'];
      /** @description At most 10; values at most 998 characters; managed headers refused */
      headers?: Record<string, unknown>;
      /** @description null counts as left out */
      template_slug?: string | null;
      /** @description Only with template_slug; null counts as left out */
      template_version?: number | null;
      /** @description Only with template_slug; null counts as left out */
      project_id?: number | null;
    };
    UsageView: {
      period: string;
      /** @enum {string} */
      plan: 'free' | 'pro_50k' | 'pro_100k' | 'pro_200k' | 'pro_500k' | 'pro_1m' | 'enterprise';
      monthly_limit: number;
      sent: number;
      overage: number;
      overage_cost: number;
    };
    SentEmailView: {
      request_id: string;
      from: string;
      subject: string;
      to: string[];
      cc: string[];
      bcc: string[];
      accepted: number;
      rejected: number;
      template_slug: string | null;
      metadata: {
        [key: string]: string;
      };
      /** Format: date-time */
      created_at: string;
      /** @enum {string|null} */
      last_event: 'injection' | 'delivery' | 'bounce' | 'delay' | 'policy_rejection' | null;
    };
    CursorPagination: {
      next_cursor: string | null;
      per_page: number;
    };
    EmailListView: {
      emails: components['schemas']['SentEmailView'][];
      pagination: components['schemas']['CursorPagination'];
    };
    EmailEventView: {
      event_id: string;
      /** @enum {string} */
      type:
        | 'injection'
        | 'delivery'
        | 'bounce'
        | 'delay'
        | 'out_of_band'
        | 'spam_complaint'
        | 'policy_rejection'
        | 'click'
        | 'open'
        | 'initial_open'
        | 'amp_click'
        | 'amp_open'
        | 'amp_initial_open'
        | 'generation_failure'
        | 'generation_rejection'
        | 'list_unsubscribe'
        | 'link_unsubscribe';
      /** Format: date-time */
      timestamp: string;
      request_id: string;
      rcpt_to: string;
      raw_rcpt_to: string;
      recipient_domain: string;
      mailbox_provider: string;
      mailbox_provider_region: string;
      subject: string;
      friendly_from: string;
      queue_time?: number;
      bounce_class?: number;
      error_code?: string | null;
      reason?: string | null;
      target_link_url?: string;
      user_agent?: string;
      fbtype?: string;
      report_by?: string;
      report_to?: string;
    };
    EmailEventListViewEvents: {
      data: components['schemas']['EmailEventView'][];
      total_count: number;
      /**
       * Format: date-time
       * @description The start of the window used: the from asked, moved forward to the retention window
       */
      from: string;
      /**
       * Format: date-time
       * @description The end of the window used; never before from (equal to it when the window is empty)
       */
      to: string;
      pagination: components['schemas']['CursorPagination'];
    };
    EmailEventListView: {
      events: components['schemas']['EmailEventListViewEvents'];
    };
    EmailDetailEventView: {
      event_id: string;
      /** @enum {string} */
      type:
        | 'injection'
        | 'delivery'
        | 'bounce'
        | 'delay'
        | 'out_of_band'
        | 'spam_complaint'
        | 'policy_rejection'
        | 'click'
        | 'open'
        | 'initial_open'
        | 'amp_click'
        | 'amp_open'
        | 'amp_initial_open'
        | 'generation_failure'
        | 'generation_rejection'
        | 'list_unsubscribe'
        | 'link_unsubscribe';
      /** Format: date-time */
      timestamp: string;
      request_id: string;
      message_id: string;
      subject: string;
      friendly_from: string;
      sending_domain: string;
      rcpt_to: string;
      raw_rcpt_to: string;
      recipient_domain: string;
      mailbox_provider: string;
      mailbox_provider_region: string;
      sending_ip: string | null;
      click_tracking: boolean;
      open_tracking: boolean;
      transactional: boolean;
      msg_size: number | null;
      /** Format: date-time */
      injection_time: string;
      reason: string | null;
      raw_reason: string | null;
      error_code: string | null;
      rcpt_meta: {
        [key: string]: string;
      };
      queue_time?: number;
      bounce_class?: number;
      target_link_url?: string;
      user_agent?: string;
      fbtype?: string;
      report_by?: string;
      report_to?: string;
    };
    TransmissionEventsView: {
      results: components['schemas']['EmailDetailEventView'][];
      total_count: number;
    };
    ScheduledEmailView: {
      request_id: string;
      transmission_id: string | null;
      /** @enum {string} */
      state: 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';
      /** Format: date-time */
      scheduled_at: string;
      from: string;
      subject: string;
      to: string[];
      cc: string[];
      bcc: string[];
      template_slug: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: date-time */
      sent_at: string | null;
      /** Format: date-time */
      cancelled_at: string | null;
      failure_reason: string | null;
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
      /** @description html or text, not empty, is required unless template_slug is given; not with template_slug */
      html?: string;
      /** @description html or text, not empty, is required unless template_slug is given; not with template_slug */
      text?: string;
      /** @description At most 20, 10485760 bytes decoded in all */
      attachments?: components['schemas']['AttachmentDto'][];
      /** @description Fills {{name}} placeholders in subject, html and text; at most 10000 values, 16 levels deep */
      substitution_data?: Record<string, unknown>;
      /** @description Name to string, carried with the email; at most 50 entries */
      metadata?: Record<string, unknown>;
      options?: components['schemas']['SendOptionsDto'];
      /** @description At most 10; values at most 998 characters; managed headers refused */
      headers?: Record<string, unknown>;
      /** @description null counts as left out */
      template_slug?: string | null;
      /** @description Only with template_slug; null counts as left out */
      template_version?: number | null;
      /** @description Only with template_slug; null counts as left out */
      project_id?: number | null;
      /**
       * Format: date-time
       * @description ISO 8601 with a time zone; in the future, at most 30 days ahead
       * @example 2026-12-01T09:30:00Z
       */
      scheduled_at: string;
    };
    Pagination: {
      total: number;
      per_page: number;
      current_page: number;
      last_page: number;
    };
    ScheduledEmailListView: {
      scheduled_emails: components['schemas']['ScheduledEmailView'][];
      pagination: components['schemas']['Pagination'];
    };
    CapturedMessageView: {
      id: string;
      mail_from: string;
      rcpt_to: string[];
      size: number;
      /** Format: date-time */
      received_at: string;
      subject: string | null;
      /** @description The From header, decoded */
      from: string | null;
      /** @description Why the header could not be read (subject and from are then null); null when it was. One such message is listed with what is known, and the list still answers. */
      summary_error: string | null;
    };
    CapturedMessageListView: {
      messages: components['schemas']['CapturedMessageView'][];
    };
    CapturedHeaderView: {
      name: string;
      value: string;
    };
    CapturedAttachmentView: {
      filename: string | null;
      content_type: string;
      size: number;
    };
    CapturedDkimResultView: {
      /** @description pass, fail, neutral, ... (RFC 8601 result) */
      result: string;
      signing_domain: string | null;
      selector: string | null;
      comment: string | null;
    };
    ParsedCapturedMessageView: {
      id: string;
      mail_from: string;
      rcpt_to: string[];
      size: number;
      /** Format: date-time */
      received_at: string;
      subject: string | null;
      /** @description The From header, decoded */
      from: string | null;
      /** @description Why the header could not be read (subject and from are then null); null when it was. One such message is listed with what is known, and the list still answers. */
      summary_error: string | null;
      to: string | null;
      cc: string | null;
      /** Format: date-time */
      date: string | null;
      message_id: string | null;
      headers: components['schemas']['CapturedHeaderView'][];
      html: string | null;
      text: string | null;
      attachments: components['schemas']['CapturedAttachmentView'][];
      dkim: components['schemas']['CapturedDkimResultView'][];
      /** @description Why the message could not be read in full (the parser refused or failed on it, or its DKIM signatures could not be checked); null when it was. Such a message is still answered with what could be read: its header fields if the header alone could be, an empty body and no attachments. */
      parse_error: string | null;
    };
    CampaignStats: {
      injections: number;
      deliveries: number;
      bounces: number;
      spam_complaints: number;
      opens: number;
      unique_opens: number;
      clicks: number;
      unique_clicks: number;
      unsubscribes: number;
    };
    CampaignView: {
      id: string;
      name: string;
      /** @enum {string} */
      status: 'draft' | 'scheduled' | 'preparing' | 'in_review' | 'sending' | 'sent' | 'failed';
      sent_count: number;
      /** Format: date-time */
      created_at: string;
      stats: components['schemas']['CampaignStats'];
      subject: string;
      from_email: string;
      from_name: string | null;
      reply_to: string | null;
      /** Format: date-time */
      scheduled_at: string | null;
      total_recipients: number;
      /** Format: date-time */
      sent_at: string | null;
      html: string | null;
      text: string | null;
      template_slug: string | null;
      list_id: string | null;
      segment_id: string | null;
      topic_id: string | null;
      review_reason: string | null;
      failure_reason: string | null;
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
    CampaignListView: {
      campaigns: components['schemas']['CampaignView'][];
      pagination: components['schemas']['Pagination'];
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
    CampaignEventView: {
      event_id: string;
      /** @enum {string} */
      event_type:
        'injection' | 'delivery' | 'bounce' | 'spam_complaint' | 'open' | 'click' | 'list_unsubscribe';
      email: string;
      /** Format: date-time */
      timestamp: string;
      bounce_class?: string;
      reason?: string;
      target_link_url?: string;
      user_agent?: string;
    };
    CampaignEventListView: {
      events: components['schemas']['CampaignEventView'][];
      next_cursor: string | null;
    };
    RejectCampaignDto: {
      reason: string;
    };
    TemplateView: {
      id: string;
      slug: string;
      name: string;
      project_id: number;
      subject: string | null;
      html: string | null;
      text: string | null;
      version: number;
      merge_tags: string[];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    TemplateListView: {
      templates: components['schemas']['TemplateView'][];
      pagination: components['schemas']['Pagination'];
    };
    CreateTemplateDto: {
      name: string;
      /** @description Defaults to a slug of the name */
      slug?: string;
      /** @description Not empty; left out (or null), a send uses the template name */
      subject?: string | null;
      /** @description HTML body with {{merge_tags}} */
      html?: string;
      /** @description Plain-text body with {{merge_tags}} */
      text?: string;
      /** @description Project holding the template; the default project if omitted */
      project_id?: number;
    };
    UpdateTemplateDto: {
      name?: string;
      /** @description Not empty; left out (or null), a send uses the template name */
      subject?: string | null;
      /** @description HTML body with {{merge_tags}} */
      html?: string;
      /** @description Plain-text body with {{merge_tags}} */
      text?: string;
    };
    MergeTagsView: {
      merge_tags: string[];
    };
    RenderedTemplateView: {
      slug: string;
      version: number;
      subject: string;
      html: string | null;
      text: string | null;
    };
    RenderTemplateDto: {
      /** @description Fills {{name}} placeholders, as substitution_data of a send does */
      substitution_data?: Record<string, unknown>;
      /** @description An earlier version; the current one if omitted */
      version?: number;
    };
    ProjectView: {
      id: number;
      name: string;
      is_default: boolean;
      /** Format: date-time */
      created_at: string;
    };
    ProjectListView: {
      projects: components['schemas']['ProjectView'][];
    };
    CreateProjectDto: {
      name: string;
    };
    WebhookViewOauth2: {
      token_url: string;
      client_id: string;
      scope: string | null;
    };
    WebhookView: {
      id: string;
      name: string;
      url: string;
      enabled: boolean;
      /** @enum {string} */
      auth_type: 'none' | 'basic' | 'oauth2';
      auth_username: string | null;
      oauth2: components['schemas']['WebhookViewOauth2'] | null;
      /** @enum {string} */
      events_mode: 'all' | 'selected';
      events: string[];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    WebhookListView: {
      webhooks: components['schemas']['WebhookView'][];
    };
    CreatedWebhookView: {
      id: string;
      name: string;
      url: string;
      enabled: boolean;
      /** @enum {string} */
      auth_type: 'none' | 'basic' | 'oauth2';
      auth_username: string | null;
      oauth2: components['schemas']['WebhookViewOauth2'] | null;
      /** @enum {string} */
      events_mode: 'all' | 'selected';
      events: string[];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      signing_secret: string;
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
      enabled?: boolean;
      /**
       * @default none
       * @enum {string}
       */
      auth_type?: 'none' | 'basic' | 'oauth2';
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
      events_mode?: 'all' | 'selected';
      /** @description events_mode selected: message.<email event type>, scheduled.cancelled, scheduled.failed, campaign.sent */
      events?: (
        | 'message.injection'
        | 'message.delivery'
        | 'message.bounce'
        | 'message.delay'
        | 'message.out_of_band'
        | 'message.spam_complaint'
        | 'message.policy_rejection'
        | 'message.click'
        | 'message.open'
        | 'message.initial_open'
        | 'message.amp_click'
        | 'message.amp_open'
        | 'message.amp_initial_open'
        | 'message.generation_failure'
        | 'message.generation_rejection'
        | 'message.list_unsubscribe'
        | 'message.link_unsubscribe'
        | 'scheduled.cancelled'
        | 'scheduled.failed'
        | 'campaign.sent'
      )[];
    };
    WebhookOAuth2ChangeDto: {
      /** @description https; the client-credentials grant */
      token_url: string;
      client_id: string;
      scope?: string;
      /** @description Encrypted at rest; never shown again. Left out: the stored secret is kept, unless the url or token_url moves to another origin (scheme, host, port): then it is required (422) */
      client_secret?: string;
    };
    UpdateWebhookDto: {
      name?: string;
      /** @description Absolute https URL */
      url?: string;
      enabled?: boolean;
      /** @enum {string} */
      auth_type?: 'none' | 'basic' | 'oauth2';
      /** @description auth_type basic */
      auth_username?: string;
      /** @description auth_type basic; encrypted at rest, never shown */
      auth_password?: string;
      /** @enum {string} */
      events_mode?: 'all' | 'selected';
      /** @description events_mode selected: message.<email event type>, scheduled.cancelled, scheduled.failed, campaign.sent */
      events?: (
        | 'message.injection'
        | 'message.delivery'
        | 'message.bounce'
        | 'message.delay'
        | 'message.out_of_band'
        | 'message.spam_complaint'
        | 'message.policy_rejection'
        | 'message.click'
        | 'message.open'
        | 'message.initial_open'
        | 'message.amp_click'
        | 'message.amp_open'
        | 'message.amp_initial_open'
        | 'message.generation_failure'
        | 'message.generation_rejection'
        | 'message.list_unsubscribe'
        | 'message.link_unsubscribe'
        | 'scheduled.cancelled'
        | 'scheduled.failed'
        | 'campaign.sent'
      )[];
      /** @description auth_type oauth2; replaces the stored settings, a left-out client_secret keeps the stored one while the url and token_url stay at their origins */
      oauth2?: components['schemas']['WebhookOAuth2ChangeDto'];
    };
    WebhookDeliveryView: {
      id: string;
      event_id: string;
      event_type: string;
      attempt: number;
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed';
      response_status: number | null;
      error: string | null;
      response_body: string | null;
      duration_ms: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      next_attempt_at: string | null;
    };
    WebhookDeliveryListView: {
      deliveries: components['schemas']['WebhookDeliveryView'][];
      pagination: components['schemas']['CursorPagination'];
    };
    ImportStartedView: {
      id: string;
      /** @enum {string} */
      status: 'queued' | 'running' | 'completed' | 'failed';
    };
    ImportRowError: {
      row: number;
      email: string | null;
      error: string;
    };
    ImportView: {
      id: string;
      /** @enum {string} */
      status: 'queued' | 'running' | 'completed' | 'failed';
      rows_total: number;
      rows_imported: number;
      rows_updated: number;
      rows_failed: number;
      errors: components['schemas']['ImportRowError'][];
      failure_reason: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      finished_at: string | null;
    };
    NamedRef: {
      id: string;
      name: string;
    };
    ContactView: {
      id: string;
      email: string;
      /** @enum {string} */
      status: 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';
      properties: {
        [key: string]: unknown;
      };
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: date-time */
      paused_until: string | null;
      /** Format: date-time */
      status_changed_at: string | null;
      status_reason: string | null;
      lists: components['schemas']['NamedRef'][];
      topics: components['schemas']['NamedRef'][];
    };
    CreateContactDto: {
      /** @description Unique per team, compared case-insensitively */
      email: string;
      /** @description Values of defined properties, each of its defined type */
      properties?: Record<string, unknown>;
      /**
       * @default subscribed
       * @enum {string}
       */
      status?: 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';
      /**
       * Format: date-time
       * @description ISO 8601; the contact gets no campaign until then
       */
      paused_until?: string | null;
      /** @description Lists of the team to add the contact to */
      list_ids?: string[];
      /** @description Topics of the team to subscribe the contact to */
      topic_ids?: string[];
    };
    ContactListView: {
      contacts: components['schemas']['ContactView'][];
      pagination: components['schemas']['Pagination'];
    };
    UpdateContactDto: {
      email?: string;
      /** @description Merged into the contact; null removes a key */
      properties?: Record<string, unknown>;
      /**
       * @description A change is recorded with its time
       * @enum {string}
       */
      status?: 'subscribed' | 'unsubscribed' | 'bounced' | 'complained';
      /** Format: date-time */
      paused_until?: string | null;
    };
    AudienceListView: {
      id: string;
      name: string;
      description: string | null;
      contacts_count: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    CreateListDto: {
      description?: string | null;
      name: string;
    };
    AudienceListListView: {
      lists: components['schemas']['AudienceListView'][];
      pagination: components['schemas']['Pagination'];
    };
    DeletedListsView: {
      deleted: number;
    };
    DeleteListsDto: {
      list_ids: string[];
    };
    UpdateListDto: {
      description?: string | null;
      name?: string;
    };
    TopicView: {
      id: string;
      name: string;
      description: string | null;
      subscribers_count: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    CreateTopicDto: {
      description?: string | null;
      name: string;
    };
    TopicListView: {
      topics: components['schemas']['TopicView'][];
      pagination: components['schemas']['Pagination'];
    };
    UpdateTopicDto: {
      description?: string | null;
      name?: string;
    };
    PropertyView: {
      key: string;
      /** @enum {string} */
      type: 'string' | 'number' | 'boolean' | 'date';
      label: string | null;
      /** Format: date-time */
      created_at: string;
    };
    DefinePropertyDto: {
      /** @description Not constructor or prototype, reserved names */
      key: string;
      /** @enum {string} */
      type: 'string' | 'number' | 'boolean' | 'date';
      label?: string;
    };
    PropertyListView: {
      properties: components['schemas']['PropertyView'][];
    };
    SegmentCondition: {
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
      value: string;
    };
    SegmentViewConditionGroups: {
      conditions: components['schemas']['SegmentCondition'][];
    };
    SegmentView: {
      id: string;
      name: string;
      list_id: string | null;
      list_name: string | null;
      condition_groups: components['schemas']['SegmentViewConditionGroups'][];
      cached_contacts_count: number;
      /** Format: date-time */
      counted_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
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
      /**
       * Format: uuid
       * @description Restricts the segment to this list of the team
       */
      list_id?: string | null;
      name: string;
      /** @description OR-ed */
      condition_groups: components['schemas']['SegmentConditionGroupDto'][];
    };
    SegmentListView: {
      segments: components['schemas']['SegmentView'][];
      pagination: components['schemas']['Pagination'];
    };
    UpdateSegmentDto: {
      /**
       * Format: uuid
       * @description Restricts the segment to this list of the team
       */
      list_id?: string | null;
      name?: string;
      /** @description OR-ed; replaces them all */
      condition_groups?: components['schemas']['SegmentConditionGroupDto'][];
    };
    SuppressionView: {
      email: string;
      /** @enum {string} */
      reason: 'hard_bounce' | 'spam_complaint' | 'unsubscribe';
      /** @enum {string} */
      source: 'bounce' | 'complaint' | 'unsubscribe' | 'manual';
      event_id: string | null;
      request_id: string | null;
      /** Format: date-time */
      created_at: string;
    };
    SuppressionListView: {
      suppressions: components['schemas']['SuppressionView'][];
      pagination: components['schemas']['CursorPagination'];
    };
    SuppressedAddressView: {
      email: string;
      suppressions: components['schemas']['SuppressionView'][];
    };
    CreateSuppressionDto: {
      /** @description One address, without a display name; kept and compared in lower case */
      email: string;
      /** @enum {string} */
      reason: 'hard_bounce' | 'spam_complaint' | 'unsubscribe';
    };
    HealthViewEnvelope: {
      message: string;
      data: components['schemas']['HealthView'];
    };
    AuthCheckViewEnvelope: {
      message: string;
      data: components['schemas']['AuthCheckView'];
    };
    ApiKeyListViewEnvelope: {
      message: string;
      data: components['schemas']['ApiKeyListView'];
    };
    ApiKeyCreatedViewEnvelope: {
      message: string;
      data: components['schemas']['ApiKeyCreatedView'];
    };
    TeamViewEnvelope: {
      message: string;
      data: components['schemas']['TeamView'];
    };
    UserViewEnvelope: {
      message: string;
      data: components['schemas']['UserView'];
    };
    DomainReputationViewEnvelope: {
      message: string;
      data: components['schemas']['DomainReputationView'];
    };
    DomainListViewEnvelope: {
      message: string;
      data: components['schemas']['DomainListView'];
    };
    DomainCreatedViewEnvelope: {
      message: string;
      data: components['schemas']['DomainCreatedView'];
    };
    DomainDetailViewEnvelope: {
      message: string;
      data: components['schemas']['DomainDetailView'];
    };
    DomainVerifyViewEnvelope: {
      message: string;
      data: components['schemas']['DomainVerifyView'];
    };
    EmailListViewEnvelope: {
      message: string;
      data: components['schemas']['EmailListView'];
    };
    SendResultEnvelope: {
      message: string;
      data: components['schemas']['SendResult'];
    };
    UsageViewEnvelope: {
      message: string;
      data: components['schemas']['UsageView'];
    };
    EmailEventListViewEnvelope: {
      message: string;
      data: components['schemas']['EmailEventListView'];
    };
    TransmissionEventsViewEnvelope: {
      message: string;
      data: components['schemas']['TransmissionEventsView'];
    };
    ScheduledEmailListViewEnvelope: {
      message: string;
      data: components['schemas']['ScheduledEmailListView'];
    };
    ScheduledEmailViewEnvelope: {
      message: string;
      data: components['schemas']['ScheduledEmailView'];
    };
    CapturedMessageListViewEnvelope: {
      message: string;
      data: components['schemas']['CapturedMessageListView'];
    };
    ParsedCapturedMessageViewEnvelope: {
      message: string;
      data: components['schemas']['ParsedCapturedMessageView'];
    };
    CampaignListViewEnvelope: {
      message: string;
      data: components['schemas']['CampaignListView'];
    };
    CampaignViewEnvelope: {
      message: string;
      data: components['schemas']['CampaignView'];
    };
    CampaignEventListViewEnvelope: {
      message: string;
      data: components['schemas']['CampaignEventListView'];
    };
    TemplateListViewEnvelope: {
      message: string;
      data: components['schemas']['TemplateListView'];
    };
    TemplateViewEnvelope: {
      message: string;
      data: components['schemas']['TemplateView'];
    };
    MergeTagsViewEnvelope: {
      message: string;
      data: components['schemas']['MergeTagsView'];
    };
    RenderedTemplateViewEnvelope: {
      message: string;
      data: components['schemas']['RenderedTemplateView'];
    };
    ProjectListViewEnvelope: {
      message: string;
      data: components['schemas']['ProjectListView'];
    };
    ProjectViewEnvelope: {
      message: string;
      data: components['schemas']['ProjectView'];
    };
    WebhookListViewEnvelope: {
      message: string;
      data: components['schemas']['WebhookListView'];
    };
    CreatedWebhookViewEnvelope: {
      message: string;
      data: components['schemas']['CreatedWebhookView'];
    };
    WebhookViewEnvelope: {
      message: string;
      data: components['schemas']['WebhookView'];
    };
    WebhookDeliveryListViewEnvelope: {
      message: string;
      data: components['schemas']['WebhookDeliveryListView'];
    };
    WebhookDeliveryViewEnvelope: {
      message: string;
      data: components['schemas']['WebhookDeliveryView'];
    };
    ImportStartedViewEnvelope: {
      message: string;
      data: components['schemas']['ImportStartedView'];
    };
    ImportViewEnvelope: {
      message: string;
      data: components['schemas']['ImportView'];
    };
    ContactListViewEnvelope: {
      message: string;
      data: components['schemas']['ContactListView'];
    };
    ContactViewEnvelope: {
      message: string;
      data: components['schemas']['ContactView'];
    };
    AudienceListListViewEnvelope: {
      message: string;
      data: components['schemas']['AudienceListListView'];
    };
    AudienceListViewEnvelope: {
      message: string;
      data: components['schemas']['AudienceListView'];
    };
    DeletedListsViewEnvelope: {
      message: string;
      data: components['schemas']['DeletedListsView'];
    };
    TopicListViewEnvelope: {
      message: string;
      data: components['schemas']['TopicListView'];
    };
    TopicViewEnvelope: {
      message: string;
      data: components['schemas']['TopicView'];
    };
    PropertyListViewEnvelope: {
      message: string;
      data: components['schemas']['PropertyListView'];
    };
    PropertyViewEnvelope: {
      message: string;
      data: components['schemas']['PropertyView'];
    };
    SegmentListViewEnvelope: {
      message: string;
      data: components['schemas']['SegmentListView'];
    };
    SegmentViewEnvelope: {
      message: string;
      data: components['schemas']['SegmentView'];
    };
    SuppressionListViewEnvelope: {
      message: string;
      data: components['schemas']['SuppressionListView'];
    };
    SuppressionViewEnvelope: {
      message: string;
      data: components['schemas']['SuppressionView'];
    };
    SuppressedAddressViewEnvelope: {
      message: string;
      data: components['schemas']['SuppressedAddressView'];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description Seconds to wait before trying again */
    'Retry-After': number;
    /** @description true when an Idempotency-Key replayed an earlier result: nothing new was done */
    'Idempotency-Replayed': 'true';
    /** @description The id of this request (the X-Request-Id sent, or one the service made) */
    'X-Request-Id': string;
    /** @description Free tier: the monthly sending quota */
    'X-Monthly-Limit': number;
    /** @description Free tier: what is left of the monthly quota */
    'X-Monthly-Remaining': number;
    /** @description Free tier: Unix time of the next month start (UTC) */
    'X-Monthly-Reset': number;
    /** @description Free tier: the daily sending quota */
    'X-Daily-Limit': number;
    /** @description Free tier: what is left of the daily quota */
    'X-Daily-Remaining': number;
    /** @description Free tier: Unix time of the next midnight UTC */
    'X-Daily-Reset': number;
    /** @description Sandbox keys: requests allowed per minute */
    'X-Sandbox-RateLimit-Minute-Limit': number;
    /** @description Sandbox keys: requests left this minute */
    'X-Sandbox-RateLimit-Minute-Remaining': number;
    /** @description Sandbox keys: requests allowed per day */
    'X-Sandbox-RateLimit-Day-Limit': number;
    /** @description Sandbox keys: requests left today */
    'X-Sandbox-RateLimit-Day-Remaining': number;
  };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "status": "ok",
           *         "timestamp": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['HealthViewEnvelope'];
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "team_id": 1,
           *         "timestamp": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['AuthCheckViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "api_keys": [
           *           {
           *             "id": "string",
           *             "name": "string",
           *             "permission": "full_access",
           *             "type": "live",
           *             "prefix": "string",
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "created_by": 1
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ApiKeyListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "string",
         *       "permission": "full_access",
         *       "type": "live"
         *     }
         */
        'application/json': components['schemas']['CreateApiKeyDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "permission": "full_access",
           *         "type": "live",
           *         "prefix": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "created_by": 1,
           *         "key": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['ApiKeyCreatedViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "Acme",
         *       "owner_email": "owner@example.com",
         *       "plan": "pro_50k"
         *     }
         */
        'application/json': components['schemas']['CreateTeamDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": 1,
           *         "name": "string",
           *         "plan": "free",
           *         "monthly_limit": 1,
           *         "default_project_id": 1,
           *         "owner": {
           *           "id": 1,
           *           "email": "someone@example.com"
           *         },
           *         "created_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TeamViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": 1,
           *         "name": "string",
           *         "plan": "free",
           *         "monthly_limit": 1,
           *         "default_project_id": 1,
           *         "owner": {
           *           "id": 1,
           *           "email": "someone@example.com"
           *         },
           *         "created_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TeamViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "plan": "pro_100k"
         *     }
         */
        'application/json': components['schemas']['UpdateTeamDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": 1,
           *         "name": "string",
           *         "plan": "free",
           *         "monthly_limit": 1,
           *         "default_project_id": 1,
           *         "owner": {
           *           "id": 1,
           *           "email": "someone@example.com"
           *         },
           *         "created_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TeamViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "email": "someone@example.com"
         *     }
         */
        'application/json': components['schemas']['AddUserDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": 1,
           *         "email": "someone@example.com"
           *       }
           *     }
           */
          'application/json': components['schemas']['UserViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "Production",
         *       "permission": "full_access",
         *       "type": "live"
         *     }
         */
        'application/json': components['schemas']['AdminCreateApiKeyDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "permission": "full_access",
           *         "type": "live",
           *         "prefix": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "created_by": 1,
           *         "key": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['ApiKeyCreatedViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "status": "review"
         *     }
         */
        'application/json': components['schemas']['SetDomainReputationDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "domain": "mail.example.com",
           *         "status": "review"
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainReputationViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "domain": "mail.example.com",
           *         "status": "review"
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainReputationViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "domains": [
           *           {
           *             "domain": "mail.example.com",
           *             "status": "approved",
           *             "status_label": "string",
           *             "can_send": true,
           *             "cname_status": "valid",
           *             "dkim_status": "valid",
           *             "dmarc_status": "valid",
           *             "spf_status": "valid",
           *             "is_primary_domain": true,
           *             "tracking_domain": "string",
           *             "dns": {
           *               "dkim": {
           *                 "public": "string",
           *                 "selector": "string",
           *                 "headers": "string"
           *               },
           *               "records": [
           *                 {
           *                   "purpose": "dkim",
           *                   "type": "TXT",
           *                   "name": "string",
           *                   "value": "string",
           *                   "status": "valid"
           *                 }
           *               ]
           *             },
           *             "dns_provider": "string",
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "updated_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "domain": "mail.example.com"
         *     }
         */
        'application/json': components['schemas']['CreateDomainDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "domain": "mail.example.com",
           *         "status": "approved",
           *         "status_label": "string",
           *         "dkim": {
           *           "public": "string",
           *           "selector": "string",
           *           "headers": "string",
           *           "signing_domain": "string"
           *         },
           *         "dns": {
           *           "records": [
           *             {
           *               "purpose": "dkim",
           *               "type": "TXT",
           *               "name": "string",
           *               "value": "string",
           *               "status": "valid"
           *             }
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainCreatedViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'domain_exists';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "domain": "mail.example.com",
           *         "status": "approved",
           *         "status_label": "string",
           *         "can_send": true,
           *         "cname_status": "valid",
           *         "dkim_status": "valid",
           *         "dmarc_status": "valid",
           *         "spf_status": "valid",
           *         "is_primary_domain": true,
           *         "tracking_domain": "string",
           *         "dns": {
           *           "dkim": {
           *             "public": "string",
           *             "selector": "string",
           *             "headers": "string"
           *           },
           *           "records": [
           *             {
           *               "purpose": "dkim",
           *               "type": "TXT",
           *               "name": "string",
           *               "value": "string",
           *               "status": "valid"
           *             }
           *           ]
           *         },
           *         "dns_provider": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainDetailViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "domain": "mail.example.com",
           *         "dkim_status": "valid",
           *         "cname_status": "valid",
           *         "dmarc_status": "valid",
           *         "spf_status": "valid",
           *         "ownership_verified": "true",
           *         "is_primary_domain": true
           *       }
           *     }
           */
          'application/json': components['schemas']['DomainVerifyViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "emails": [
           *           {
           *             "request_id": "string",
           *             "from": "someone@example.com",
           *             "subject": "string",
           *             "to": [
           *               "someone@example.com"
           *             ],
           *             "cc": [
           *               "someone@example.com"
           *             ],
           *             "bcc": [
           *               "someone@example.com"
           *             ],
           *             "accepted": 1,
           *             "rejected": 1,
           *             "template_slug": "string",
           *             "metadata": {},
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "last_event": "injection"
           *           }
           *         ],
           *         "pagination": {
           *           "next_cursor": "string",
           *           "per_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['EmailListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  EmailsController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeating the payload under the same key within 24 hours replays the first result */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "from": "hello@mail.example.com",
         *       "from_name": "Acme",
         *       "to": [
         *         "someone@example.com"
         *       ],
         *       "subject": "Your receipt for order {{order_id}}",
         *       "html": "<p>Hello {{name}}, thank you for order {{order_id}}.</p>",
         *       "text": "Hello {{name}}, thank you for order {{order_id}}.",
         *       "substitution_data": {
         *         "name": "Jane",
         *         "order_id": "1042"
         *       },
         *       "metadata": {
         *         "order_id": "1042"
         *       }
         *     }
         */
        'application/json': components['schemas']['SendEmailDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'Idempotency-Replayed': components['headers']['Idempotency-Replayed'];
          'X-Monthly-Limit': components['headers']['X-Monthly-Limit'];
          'X-Monthly-Remaining': components['headers']['X-Monthly-Remaining'];
          'X-Monthly-Reset': components['headers']['X-Monthly-Reset'];
          'X-Daily-Limit': components['headers']['X-Daily-Limit'];
          'X-Daily-Remaining': components['headers']['X-Daily-Remaining'];
          'X-Daily-Reset': components['headers']['X-Daily-Reset'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "request_id": "string",
           *         "accepted": 1,
           *         "rejected": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['SendResultEnvelope'];
        };
      };
      /** @description The send cannot be prepared */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'invalid_domain' | 'send_error' | 'unconfigured_domain';
          };
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'template_not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'idempotency_conflict' | 'idempotency_in_progress';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'daily_quota_exceeded' | 'quota_exceeded' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description The delivery provider failed */
      502: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'transmission_failed';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "period": "string",
           *         "plan": "free",
           *         "monthly_limit": 1,
           *         "sent": 1,
           *         "overage": 1,
           *         "overage_cost": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['UsageViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "events": {
           *           "data": [
           *             {
           *               "event_id": "string",
           *               "type": "injection",
           *               "timestamp": "2026-01-15T09:30:00.000Z",
           *               "request_id": "string",
           *               "rcpt_to": "someone@example.com",
           *               "raw_rcpt_to": "someone@example.com",
           *               "recipient_domain": "string",
           *               "mailbox_provider": "string",
           *               "mailbox_provider_region": "string",
           *               "subject": "string",
           *               "friendly_from": "string",
           *               "queue_time": 1,
           *               "bounce_class": 1,
           *               "error_code": "string",
           *               "reason": "string",
           *               "target_link_url": "https://example.com/",
           *               "user_agent": "string",
           *               "fbtype": "string",
           *               "report_by": "string",
           *               "report_to": "string"
           *             }
           *           ],
           *           "total_count": 1,
           *           "from": "2026-01-15T09:30:00.000Z",
           *           "to": "2026-01-15T09:30:00.000Z",
           *           "pagination": {
           *             "next_cursor": "string",
           *             "per_page": 1
           *           }
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['EmailEventListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "results": [
           *           {
           *             "event_id": "string",
           *             "type": "injection",
           *             "timestamp": "2026-01-15T09:30:00.000Z",
           *             "request_id": "string",
           *             "message_id": "string",
           *             "subject": "string",
           *             "friendly_from": "string",
           *             "sending_domain": "string",
           *             "rcpt_to": "someone@example.com",
           *             "raw_rcpt_to": "someone@example.com",
           *             "recipient_domain": "string",
           *             "mailbox_provider": "string",
           *             "mailbox_provider_region": "string",
           *             "sending_ip": "string",
           *             "click_tracking": true,
           *             "open_tracking": true,
           *             "transactional": true,
           *             "msg_size": 1,
           *             "injection_time": "2026-01-15T09:30:00.000Z",
           *             "reason": "string",
           *             "raw_reason": "string",
           *             "error_code": "string",
           *             "rcpt_meta": {},
           *             "queue_time": 1,
           *             "bounce_class": 1,
           *             "target_link_url": "https://example.com/",
           *             "user_agent": "string",
           *             "fbtype": "string",
           *             "report_by": "string",
           *             "report_to": "string"
           *           }
           *         ],
           *         "total_count": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['TransmissionEventsViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "scheduled_emails": [
           *           {
           *             "request_id": "string",
           *             "transmission_id": "string",
           *             "state": "scheduled",
           *             "scheduled_at": "2026-01-15T09:30:00.000Z",
           *             "from": "someone@example.com",
           *             "subject": "string",
           *             "to": [
           *               "someone@example.com"
           *             ],
           *             "cc": [
           *               "someone@example.com"
           *             ],
           *             "bcc": [
           *               "someone@example.com"
           *             ],
           *             "template_slug": "string",
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "updated_at": "2026-01-15T09:30:00.000Z",
           *             "sent_at": "2026-01-15T09:30:00.000Z",
           *             "cancelled_at": "2026-01-15T09:30:00.000Z",
           *             "failure_reason": "string"
           *           }
           *         ],
           *         "pagination": {
           *           "total": 1,
           *           "per_page": 1,
           *           "current_page": 1,
           *           "last_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['ScheduledEmailListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  ScheduledEmailsController_schedule: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeating the payload under the same key within 24 hours replays the first result */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "from": "hello@mail.example.com",
         *       "from_name": "Acme",
         *       "to": [
         *         "someone@example.com"
         *       ],
         *       "subject": "Your receipt for order {{order_id}}",
         *       "html": "<p>Hello {{name}}, thank you for order {{order_id}}.</p>",
         *       "text": "Hello {{name}}, thank you for order {{order_id}}.",
         *       "substitution_data": {
         *         "name": "Jane",
         *         "order_id": "1042"
         *       },
         *       "metadata": {
         *         "order_id": "1042"
         *       },
         *       "scheduled_at": "2026-12-01T09:30:00Z"
         *     }
         */
        'application/json': components['schemas']['ScheduleEmailDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'Idempotency-Replayed': components['headers']['Idempotency-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "request_id": "string",
           *         "transmission_id": "string",
           *         "state": "scheduled",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "from": "someone@example.com",
           *         "subject": "string",
           *         "to": [
           *           "someone@example.com"
           *         ],
           *         "cc": [
           *           "someone@example.com"
           *         ],
           *         "bcc": [
           *           "someone@example.com"
           *         ],
           *         "template_slug": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z",
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "cancelled_at": "2026-01-15T09:30:00.000Z",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['ScheduledEmailViewEnvelope'];
        };
      };
      /** @description The send cannot be prepared */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'invalid_domain' | 'send_error' | 'unconfigured_domain';
          };
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'idempotency_conflict' | 'idempotency_in_progress';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "request_id": "string",
           *         "transmission_id": "string",
           *         "state": "scheduled",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "from": "someone@example.com",
           *         "subject": "string",
           *         "to": [
           *           "someone@example.com"
           *         ],
           *         "cc": [
           *           "someone@example.com"
           *         ],
           *         "bcc": [
           *           "someone@example.com"
           *         ],
           *         "template_slug": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z",
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "cancelled_at": "2026-01-15T09:30:00.000Z",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['ScheduledEmailViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "request_id": "string",
           *         "transmission_id": "string",
           *         "state": "scheduled",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "from": "someone@example.com",
           *         "subject": "string",
           *         "to": [
           *           "someone@example.com"
           *         ],
           *         "cc": [
           *           "someone@example.com"
           *         ],
           *         "bcc": [
           *           "someone@example.com"
           *         ],
           *         "template_slug": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z",
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "cancelled_at": "2026-01-15T09:30:00.000Z",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['ScheduledEmailViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'schedule_cancellation_failed';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  AdminCaptureController_list: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "messages": [
           *           {
           *             "id": "string",
           *             "mail_from": "someone@example.com",
           *             "rcpt_to": [
           *               "someone@example.com"
           *             ],
           *             "size": 1,
           *             "received_at": "2026-01-15T09:30:00.000Z",
           *             "subject": "string",
           *             "from": "someone@example.com",
           *             "summary_error": "string"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['CapturedMessageListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  AdminCaptureController_parsed: {
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "mail_from": "someone@example.com",
           *         "rcpt_to": [
           *           "someone@example.com"
           *         ],
           *         "size": 1,
           *         "received_at": "2026-01-15T09:30:00.000Z",
           *         "subject": "string",
           *         "from": "someone@example.com",
           *         "summary_error": "string",
           *         "to": "someone@example.com",
           *         "cc": "someone@example.com",
           *         "date": "2026-01-15T09:30:00.000Z",
           *         "message_id": "string",
           *         "headers": [
           *           {
           *             "name": "string",
           *             "value": "string"
           *           }
           *         ],
           *         "html": "string",
           *         "text": "string",
           *         "attachments": [
           *           {
           *             "filename": "string",
           *             "content_type": "string",
           *             "size": 1
           *           }
           *         ],
           *         "dkim": [
           *           {
           *             "result": "string",
           *             "signing_domain": "string",
           *             "selector": "string",
           *             "comment": "string"
           *           }
           *         ],
           *         "parse_error": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['ParsedCapturedMessageViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description The raw message (RFC 5322) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'message/rfc822': string;
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "campaigns": [
           *           {
           *             "id": "string",
           *             "name": "string",
           *             "status": "draft",
           *             "sent_count": 1,
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "stats": {
           *               "injections": 1,
           *               "deliveries": 1,
           *               "bounces": 1,
           *               "spam_complaints": 1,
           *               "opens": 1,
           *               "unique_opens": 1,
           *               "clicks": 1,
           *               "unique_clicks": 1,
           *               "unsubscribes": 1
           *             },
           *             "subject": "string",
           *             "from_email": "someone@example.com",
           *             "from_name": "string",
           *             "reply_to": "someone@example.com",
           *             "scheduled_at": "2026-01-15T09:30:00.000Z",
           *             "total_recipients": 1,
           *             "sent_at": "2026-01-15T09:30:00.000Z",
           *             "html": "string",
           *             "text": "string",
           *             "template_slug": "string",
           *             "list_id": "string",
           *             "segment_id": "string",
           *             "topic_id": "string",
           *             "review_reason": "string",
           *             "failure_reason": "string"
           *           }
           *         ],
           *         "pagination": {
           *           "total": 1,
           *           "per_page": 1,
           *           "current_page": 1,
           *           "last_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "December newsletter",
         *       "subject": "What is new in December",
         *       "from_email": "news@mail.example.com",
         *       "from_name": "Acme",
         *       "reply_to": "support@example.com",
         *       "html": "<p>Hello {{first_name}}, here is what is new.</p>",
         *       "text": "Hello {{first_name}}, here is what is new.",
         *       "list_id": "3f2b6c1e-8a4d-4c3b-9f51-0d6f1a2b3c4d"
         *     }
         */
        'application/json': components['schemas']['CreateCampaignDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "status": "draft",
           *         "sent_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "stats": {
           *           "injections": 1,
           *           "deliveries": 1,
           *           "bounces": 1,
           *           "spam_complaints": 1,
           *           "opens": 1,
           *           "unique_opens": 1,
           *           "clicks": 1,
           *           "unique_clicks": 1,
           *           "unsubscribes": 1
           *         },
           *         "subject": "string",
           *         "from_email": "someone@example.com",
           *         "from_name": "string",
           *         "reply_to": "someone@example.com",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "total_recipients": 1,
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "html": "string",
           *         "text": "string",
           *         "template_slug": "string",
           *         "list_id": "string",
           *         "segment_id": "string",
           *         "topic_id": "string",
           *         "review_reason": "string",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "status": "draft",
           *         "sent_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "stats": {
           *           "injections": 1,
           *           "deliveries": 1,
           *           "bounces": 1,
           *           "spam_complaints": 1,
           *           "opens": 1,
           *           "unique_opens": 1,
           *           "clicks": 1,
           *           "unique_clicks": 1,
           *           "unsubscribes": 1
           *         },
           *         "subject": "string",
           *         "from_email": "someone@example.com",
           *         "from_name": "string",
           *         "reply_to": "someone@example.com",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "total_recipients": 1,
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "html": "string",
           *         "text": "string",
           *         "template_slug": "string",
           *         "list_id": "string",
           *         "segment_id": "string",
           *         "topic_id": "string",
           *         "review_reason": "string",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'campaign_status_conflict';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "subject": "What is new in December, and a gift"
         *     }
         */
        'application/json': components['schemas']['UpdateCampaignDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "status": "draft",
           *         "sent_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "stats": {
           *           "injections": 1,
           *           "deliveries": 1,
           *           "bounces": 1,
           *           "spam_complaints": 1,
           *           "opens": 1,
           *           "unique_opens": 1,
           *           "clicks": 1,
           *           "unique_clicks": 1,
           *           "unsubscribes": 1
           *         },
           *         "subject": "string",
           *         "from_email": "someone@example.com",
           *         "from_name": "string",
           *         "reply_to": "someone@example.com",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "total_recipients": 1,
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "html": "string",
           *         "text": "string",
           *         "template_slug": "string",
           *         "list_id": "string",
           *         "segment_id": "string",
           *         "topic_id": "string",
           *         "review_reason": "string",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'campaign_status_conflict';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "scheduled_at": "2026-12-01T09:30:00Z"
         *     }
         */
        'application/json': components['schemas']['ScheduleCampaignDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "status": "draft",
           *         "sent_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "stats": {
           *           "injections": 1,
           *           "deliveries": 1,
           *           "bounces": 1,
           *           "spam_complaints": 1,
           *           "opens": 1,
           *           "unique_opens": 1,
           *           "clicks": 1,
           *           "unique_clicks": 1,
           *           "unsubscribes": 1
           *         },
           *         "subject": "string",
           *         "from_email": "someone@example.com",
           *         "from_name": "string",
           *         "reply_to": "someone@example.com",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "total_recipients": 1,
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "html": "string",
           *         "text": "string",
           *         "template_slug": "string",
           *         "list_id": "string",
           *         "segment_id": "string",
           *         "topic_id": "string",
           *         "review_reason": "string",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignViewEnvelope'];
        };
      };
      /** @description The send cannot be prepared */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'invalid_domain' | 'send_error' | 'unconfigured_domain';
          };
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'campaign_status_conflict';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'daily_quota_exceeded' | 'quota_exceeded' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "status": "draft",
           *         "sent_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "stats": {
           *           "injections": 1,
           *           "deliveries": 1,
           *           "bounces": 1,
           *           "spam_complaints": 1,
           *           "opens": 1,
           *           "unique_opens": 1,
           *           "clicks": 1,
           *           "unique_clicks": 1,
           *           "unsubscribes": 1
           *         },
           *         "subject": "string",
           *         "from_email": "someone@example.com",
           *         "from_name": "string",
           *         "reply_to": "someone@example.com",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "total_recipients": 1,
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "html": "string",
           *         "text": "string",
           *         "template_slug": "string",
           *         "list_id": "string",
           *         "segment_id": "string",
           *         "topic_id": "string",
           *         "review_reason": "string",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignViewEnvelope'];
        };
      };
      /** @description The send cannot be prepared */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'invalid_domain' | 'send_error' | 'unconfigured_domain';
          };
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'campaign_status_conflict';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'daily_quota_exceeded' | 'quota_exceeded' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "status": "draft",
           *         "sent_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "stats": {
           *           "injections": 1,
           *           "deliveries": 1,
           *           "bounces": 1,
           *           "spam_complaints": 1,
           *           "opens": 1,
           *           "unique_opens": 1,
           *           "clicks": 1,
           *           "unique_clicks": 1,
           *           "unsubscribes": 1
           *         },
           *         "subject": "string",
           *         "from_email": "someone@example.com",
           *         "from_name": "string",
           *         "reply_to": "someone@example.com",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "total_recipients": 1,
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "html": "string",
           *         "text": "string",
           *         "template_slug": "string",
           *         "list_id": "string",
           *         "segment_id": "string",
           *         "topic_id": "string",
           *         "review_reason": "string",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'campaign_status_conflict';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "events": [
           *           {
           *             "event_id": "string",
           *             "event_type": "injection",
           *             "email": "someone@example.com",
           *             "timestamp": "2026-01-15T09:30:00.000Z",
           *             "bounce_class": "string",
           *             "reason": "string",
           *             "target_link_url": "https://example.com/",
           *             "user_agent": "string"
           *           }
           *         ],
           *         "next_cursor": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignEventListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "status": "draft",
           *         "sent_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "stats": {
           *           "injections": 1,
           *           "deliveries": 1,
           *           "bounces": 1,
           *           "spam_complaints": 1,
           *           "opens": 1,
           *           "unique_opens": 1,
           *           "clicks": 1,
           *           "unique_clicks": 1,
           *           "unsubscribes": 1
           *         },
           *         "subject": "string",
           *         "from_email": "someone@example.com",
           *         "from_name": "string",
           *         "reply_to": "someone@example.com",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "total_recipients": 1,
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "html": "string",
           *         "text": "string",
           *         "template_slug": "string",
           *         "list_id": "string",
           *         "segment_id": "string",
           *         "topic_id": "string",
           *         "review_reason": "string",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'campaign_status_conflict';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "reason": "string"
         *     }
         */
        'application/json': components['schemas']['RejectCampaignDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "status": "draft",
           *         "sent_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "stats": {
           *           "injections": 1,
           *           "deliveries": 1,
           *           "bounces": 1,
           *           "spam_complaints": 1,
           *           "opens": 1,
           *           "unique_opens": 1,
           *           "clicks": 1,
           *           "unique_clicks": 1,
           *           "unsubscribes": 1
           *         },
           *         "subject": "string",
           *         "from_email": "someone@example.com",
           *         "from_name": "string",
           *         "reply_to": "someone@example.com",
           *         "scheduled_at": "2026-01-15T09:30:00.000Z",
           *         "total_recipients": 1,
           *         "sent_at": "2026-01-15T09:30:00.000Z",
           *         "html": "string",
           *         "text": "string",
           *         "template_slug": "string",
           *         "list_id": "string",
           *         "segment_id": "string",
           *         "topic_id": "string",
           *         "review_reason": "string",
           *         "failure_reason": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CampaignViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'campaign_status_conflict';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "templates": [
           *           {
           *             "id": "string",
           *             "slug": "string",
           *             "name": "string",
           *             "project_id": 1,
           *             "subject": "string",
           *             "html": "string",
           *             "text": "string",
           *             "version": 1,
           *             "merge_tags": [
           *               "string"
           *             ],
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "updated_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ],
           *         "pagination": {
           *           "total": 1,
           *           "per_page": 1,
           *           "current_page": 1,
           *           "last_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['TemplateListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "Receipt",
         *       "slug": "receipt",
         *       "subject": "Your receipt for order {{order_id}}",
         *       "html": "<p>Hello {{name}}, thank you for order {{order_id}}.</p>",
         *       "text": "Hello {{name}}, thank you for order {{order_id}}."
         *     }
         */
        'application/json': components['schemas']['CreateTemplateDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "slug": "string",
           *         "name": "string",
           *         "project_id": 1,
           *         "subject": "string",
           *         "html": "string",
           *         "text": "string",
           *         "version": 1,
           *         "merge_tags": [
           *           "string"
           *         ],
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TemplateViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'template_exists';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "slug": "string",
           *         "name": "string",
           *         "project_id": 1,
           *         "subject": "string",
           *         "html": "string",
           *         "text": "string",
           *         "version": 1,
           *         "merge_tags": [
           *           "string"
           *         ],
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TemplateViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "string",
         *       "subject": "string",
         *       "html": "string",
         *       "text": "string"
         *     }
         */
        'application/json': components['schemas']['UpdateTemplateDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "slug": "string",
           *         "name": "string",
           *         "project_id": 1,
           *         "subject": "string",
           *         "html": "string",
           *         "text": "string",
           *         "version": 1,
           *         "merge_tags": [
           *           "string"
           *         ],
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TemplateViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'template_exists';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "merge_tags": [
           *           "string"
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['MergeTagsViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  TemplatesController_render: {
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
        /**
         * @example {
         *       "substitution_data": {},
         *       "version": 1
         *     }
         */
        'application/json': components['schemas']['RenderTemplateDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "slug": "string",
           *         "version": 1,
           *         "subject": "string",
           *         "html": "string",
           *         "text": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['RenderedTemplateViewEnvelope'];
        };
      };
      /** @description The send cannot be prepared */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'send_error';
          };
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found' | 'template_not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "projects": [
           *           {
           *             "id": 1,
           *             "name": "string",
           *             "is_default": true,
           *             "created_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ProjectListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "string"
         *     }
         */
        'application/json': components['schemas']['CreateProjectDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": 1,
           *         "name": "string",
           *         "is_default": true,
           *         "created_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['ProjectViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description A 1x1 transparent GIF */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'image/gif': string;
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Redirects to the signed target (Location) */
      302: {
        headers: {
          /** @description Where to go */
          Location?: string;
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description The unsubscribe page */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
    /** @description RFC 8058 one-click: exactly List-Unsubscribe=One-Click; anything else is the page form */
    requestBody?: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @enum {string} */
          'List-Unsubscribe'?: 'One-Click';
        };
        'multipart/form-data': {
          /** @enum {string} */
          'List-Unsubscribe'?: 'One-Click';
        };
      };
    };
    responses: {
      /** @description Unsubscribed: the page, or plain text for a one-click POST */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'text/plain': string;
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "webhooks": [
           *           {
           *             "id": "string",
           *             "name": "string",
           *             "url": "https://example.com/",
           *             "enabled": true,
           *             "auth_type": "none",
           *             "auth_username": "string",
           *             "oauth2": {
           *               "token_url": "https://example.com/",
           *               "client_id": "string",
           *               "scope": "string"
           *             },
           *             "events_mode": "all",
           *             "events": [
           *               "string"
           *             ],
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "updated_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "Deliveries and bounces",
         *       "url": "https://hooks.example.com/mailroom",
         *       "events_mode": "selected",
         *       "events": [
         *         "message.delivery",
         *         "message.bounce"
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "url": "https://example.com/",
           *         "enabled": true,
           *         "auth_type": "none",
           *         "auth_username": "string",
           *         "oauth2": {
           *           "token_url": "https://example.com/",
           *           "client_id": "string",
           *           "scope": "string"
           *         },
           *         "events_mode": "all",
           *         "events": [
           *           "string"
           *         ],
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z",
           *         "signing_secret": "string"
           *       }
           *     }
           */
          'application/json': components['schemas']['CreatedWebhookViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "url": "https://example.com/",
           *         "enabled": true,
           *         "auth_type": "none",
           *         "auth_username": "string",
           *         "oauth2": {
           *           "token_url": "https://example.com/",
           *           "client_id": "string",
           *           "scope": "string"
           *         },
           *         "events_mode": "all",
           *         "events": [
           *           "string"
           *         ],
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "events_mode": "all",
         *       "enabled": false
         *     }
         */
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "url": "https://example.com/",
           *         "enabled": true,
           *         "auth_type": "none",
           *         "auth_username": "string",
           *         "oauth2": {
           *           "token_url": "https://example.com/",
           *           "client_id": "string",
           *           "scope": "string"
           *         },
           *         "events_mode": "all",
           *         "events": [
           *           "string"
           *         ],
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "events_mode": "all",
         *       "enabled": false
         *     }
         */
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "url": "https://example.com/",
           *         "enabled": true,
           *         "auth_type": "none",
           *         "auth_username": "string",
           *         "oauth2": {
           *           "token_url": "https://example.com/",
           *           "client_id": "string",
           *           "scope": "string"
           *         },
           *         "events_mode": "all",
           *         "events": [
           *           "string"
           *         ],
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "deliveries": [
           *           {
           *             "id": "string",
           *             "event_id": "string",
           *             "event_type": "string",
           *             "attempt": 1,
           *             "status": "pending",
           *             "response_status": 1,
           *             "error": "string",
           *             "response_body": "string",
           *             "duration_ms": 1,
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "next_attempt_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ],
           *         "pagination": {
           *           "next_cursor": "string",
           *           "per_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookDeliveryListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "event_id": "string",
           *         "event_type": "string",
           *         "attempt": 1,
           *         "status": "pending",
           *         "response_status": 1,
           *         "error": "string",
           *         "response_body": "string",
           *         "duration_ms": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "next_attempt_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookDeliveryViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'webhook_disabled';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "event_id": "string",
           *         "event_type": "string",
           *         "attempt": 1,
           *         "status": "pending",
           *         "response_status": 1,
           *         "error": "string",
           *         "response_body": "string",
           *         "duration_ms": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "next_attempt_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookDeliveryViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'webhook_disabled';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
    /** @description CSV: a header row (email, then property keys), one contact a row */
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description Success */
      202: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "status": "queued"
           *       }
           *     }
           */
          'application/json': components['schemas']['ImportStartedViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "status": "queued",
           *         "rows_total": 1,
           *         "rows_imported": 1,
           *         "rows_updated": 1,
           *         "rows_failed": 1,
           *         "errors": [
           *           {
           *             "row": 1,
           *             "email": "someone@example.com",
           *             "error": "string"
           *           }
           *         ],
           *         "failure_reason": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "finished_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['ImportViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "contacts": [
           *           {
           *             "id": "string",
           *             "email": "someone@example.com",
           *             "status": "subscribed",
           *             "properties": {},
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "updated_at": "2026-01-15T09:30:00.000Z",
           *             "paused_until": "2026-01-15T09:30:00.000Z",
           *             "status_changed_at": "2026-01-15T09:30:00.000Z",
           *             "status_reason": "string",
           *             "lists": [
           *               {
           *                 "id": "string",
           *                 "name": "string"
           *               }
           *             ],
           *             "topics": [
           *               {
           *                 "id": "string",
           *                 "name": "string"
           *               }
           *             ]
           *           }
           *         ],
           *         "pagination": {
           *           "total": 1,
           *           "per_page": 1,
           *           "current_page": 1,
           *           "last_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['ContactListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "email": "jane@example.com",
         *       "status": "subscribed",
         *       "list_ids": [
         *         "3f2b6c1e-8a4d-4c3b-9f51-0d6f1a2b3c4d"
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateContactDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "email": "someone@example.com",
           *         "status": "subscribed",
           *         "properties": {},
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z",
           *         "paused_until": "2026-01-15T09:30:00.000Z",
           *         "status_changed_at": "2026-01-15T09:30:00.000Z",
           *         "status_reason": "string",
           *         "lists": [
           *           {
           *             "id": "string",
           *             "name": "string"
           *           }
           *         ],
           *         "topics": [
           *           {
           *             "id": "string",
           *             "name": "string"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ContactViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'contact_exists';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "email": "someone@example.com",
           *         "status": "subscribed",
           *         "properties": {},
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z",
           *         "paused_until": "2026-01-15T09:30:00.000Z",
           *         "status_changed_at": "2026-01-15T09:30:00.000Z",
           *         "status_reason": "string",
           *         "lists": [
           *           {
           *             "id": "string",
           *             "name": "string"
           *           }
           *         ],
           *         "topics": [
           *           {
           *             "id": "string",
           *             "name": "string"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ContactViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "email": "someone@example.com",
         *       "properties": {},
         *       "status": "subscribed",
         *       "paused_until": "2026-01-15T09:30:00.000Z"
         *     }
         */
        'application/json': components['schemas']['UpdateContactDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "email": "someone@example.com",
           *         "status": "subscribed",
           *         "properties": {},
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z",
           *         "paused_until": "2026-01-15T09:30:00.000Z",
           *         "status_changed_at": "2026-01-15T09:30:00.000Z",
           *         "status_reason": "string",
           *         "lists": [
           *           {
           *             "id": "string",
           *             "name": "string"
           *           }
           *         ],
           *         "topics": [
           *           {
           *             "id": "string",
           *             "name": "string"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ContactViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'contact_exists';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description It already was a member */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Added to the list */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Done; no body */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description It already was subscribed */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Subscribed */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Done; no body */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "lists": [
           *           {
           *             "id": "string",
           *             "name": "string",
           *             "description": "string",
           *             "contacts_count": 1,
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "updated_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ],
           *         "pagination": {
           *           "total": 1,
           *           "per_page": 1,
           *           "current_page": 1,
           *           "last_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['AudienceListListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "description": "string",
         *       "name": "string"
         *     }
         */
        'application/json': components['schemas']['CreateListDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "description": "string",
           *         "contacts_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['AudienceListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "list_ids": [
         *         "3f2b6c1e-8a4d-4c3b-9f51-0d6f1a2b3c4d"
         *       ]
         *     }
         */
        'application/json': components['schemas']['DeleteListsDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "deleted": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['DeletedListsViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'list_in_use';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "description": "string",
           *         "contacts_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['AudienceListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'list_in_use';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "description": "string",
         *       "name": "string"
         *     }
         */
        'application/json': components['schemas']['UpdateListDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "description": "string",
           *         "contacts_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['AudienceListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "topics": [
           *           {
           *             "id": "string",
           *             "name": "string",
           *             "description": "string",
           *             "subscribers_count": 1,
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "updated_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ],
           *         "pagination": {
           *           "total": 1,
           *           "per_page": 1,
           *           "current_page": 1,
           *           "last_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['TopicListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "description": "string",
         *       "name": "string"
         *     }
         */
        'application/json': components['schemas']['CreateTopicDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "description": "string",
           *         "subscribers_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TopicViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "description": "string",
           *         "subscribers_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TopicViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "description": "string",
         *       "name": "string"
         *     }
         */
        'application/json': components['schemas']['UpdateTopicDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "description": "string",
           *         "subscribers_count": 1,
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['TopicViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "properties": [
           *           {
           *             "key": "string",
           *             "type": "string",
           *             "label": "string",
           *             "created_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['PropertyListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "key": "string",
         *       "type": "string",
         *       "label": "string"
         *     }
         */
        'application/json': components['schemas']['DefinePropertyDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "key": "string",
           *         "type": "string",
           *         "label": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['PropertyViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'property_exists';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'property_in_use';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "segments": [
           *           {
           *             "id": "string",
           *             "name": "string",
           *             "list_id": "string",
           *             "list_name": "string",
           *             "condition_groups": [
           *               {
           *                 "conditions": [
           *                   {
           *                     "field": "string",
           *                     "operator": "equals",
           *                     "value": "string"
           *                   }
           *                 ]
           *               }
           *             ],
           *             "cached_contacts_count": 1,
           *             "counted_at": "2026-01-15T09:30:00.000Z",
           *             "created_at": "2026-01-15T09:30:00.000Z",
           *             "updated_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ],
           *         "pagination": {
           *           "total": 1,
           *           "per_page": 1,
           *           "current_page": 1,
           *           "last_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['SegmentListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "Subscribers at example.com",
         *       "list_id": "3f2b6c1e-8a4d-4c3b-9f51-0d6f1a2b3c4d",
         *       "condition_groups": [
         *         {
         *           "conditions": [
         *             {
         *               "field": "status",
         *               "operator": "equals",
         *               "value": "subscribed"
         *             },
         *             {
         *               "field": "email",
         *               "operator": "ends_with",
         *               "value": "@example.com"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateSegmentDto'];
      };
    };
    responses: {
      /** @description Success */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "list_id": "string",
           *         "list_name": "string",
           *         "condition_groups": [
           *           {
           *             "conditions": [
           *               {
           *                 "field": "string",
           *                 "operator": "equals",
           *                 "value": "string"
           *               }
           *             ]
           *           }
           *         ],
           *         "cached_contacts_count": 1,
           *         "counted_at": "2026-01-15T09:30:00.000Z",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['SegmentViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "list_id": "string",
           *         "list_name": "string",
           *         "condition_groups": [
           *           {
           *             "conditions": [
           *               {
           *                 "field": "string",
           *                 "operator": "equals",
           *                 "value": "string"
           *               }
           *             ]
           *           }
           *         ],
           *         "cached_contacts_count": 1,
           *         "counted_at": "2026-01-15T09:30:00.000Z",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['SegmentViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
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
        /**
         * @example {
         *       "name": "Subscribers at example.com",
         *       "list_id": "3f2b6c1e-8a4d-4c3b-9f51-0d6f1a2b3c4d",
         *       "condition_groups": [
         *         {
         *           "conditions": [
         *             {
         *               "field": "status",
         *               "operator": "equals",
         *               "value": "subscribed"
         *             },
         *             {
         *               "field": "email",
         *               "operator": "ends_with",
         *               "value": "@example.com"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['UpdateSegmentDto'];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "id": "string",
           *         "name": "string",
           *         "list_id": "string",
           *         "list_name": "string",
           *         "condition_groups": [
           *           {
           *             "conditions": [
           *               {
           *                 "field": "string",
           *                 "operator": "equals",
           *                 "value": "string"
           *               }
           *             ]
           *           }
           *         ],
           *         "cached_contacts_count": 1,
           *         "counted_at": "2026-01-15T09:30:00.000Z",
           *         "created_at": "2026-01-15T09:30:00.000Z",
           *         "updated_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['SegmentViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  SuppressionsController_list: {
    parameters: {
      query?: {
        per_page?: number;
        /** @description The next_cursor of a previous response */
        cursor?: string;
        reason?: 'hard_bounce' | 'spam_complaint' | 'unsubscribe';
        /** @description One address, compared case-insensitively */
        email?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "suppressions": [
           *           {
           *             "email": "someone@example.com",
           *             "reason": "hard_bounce",
           *             "source": "bounce",
           *             "event_id": "string",
           *             "request_id": "string",
           *             "created_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ],
           *         "pagination": {
           *           "next_cursor": "string",
           *           "per_page": 1
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['SuppressionListViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  SuppressionsController_add: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "someone@example.com",
         *       "reason": "hard_bounce"
         *     }
         */
        'application/json': components['schemas']['CreateSuppressionDto'];
      };
    };
    responses: {
      /** @description Already suppressed for that reason */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "email": "someone@example.com",
           *         "reason": "hard_bounce",
           *         "source": "bounce",
           *         "event_id": "string",
           *         "request_id": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['SuppressionViewEnvelope'];
        };
      };
      /** @description Suppressed */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "email": "someone@example.com",
           *         "reason": "hard_bounce",
           *         "source": "bounce",
           *         "event_id": "string",
           *         "request_id": "string",
           *         "created_at": "2026-01-15T09:30:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['SuppressionViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  SuppressionsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        email: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string",
           *       "data": {
           *         "email": "someone@example.com",
           *         "suppressions": [
           *           {
           *             "email": "someone@example.com",
           *             "reason": "hard_bounce",
           *             "source": "bounce",
           *             "event_id": "string",
           *             "request_id": "string",
           *             "created_at": "2026-01-15T09:30:00.000Z"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['SuppressedAddressViewEnvelope'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
  SuppressionsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        email: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "string"
           *     }
           */
          'application/json': components['schemas']['MessageBody'];
        };
      };
      /** @description Missing or invalid credentials */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'unauthorized';
          };
        };
      };
      /** @description Not allowed for this key */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'insufficient_scope' | 'sandbox_restricted';
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'not_found';
          };
        };
      };
      /** @description Validation failed; see errors */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'validation_error';
          };
        };
      };
      /** @description Too many requests, or a quota is exhausted */
      429: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'auth_blocked' | 'rate_limit_exceeded';
          };
        };
      };
      /** @description A service is unavailable; try again shortly */
      503: {
        headers: {
          'Retry-After': components['headers']['Retry-After'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Sandbox-RateLimit-Minute-Limit': components['headers']['X-Sandbox-RateLimit-Minute-Limit'];
          'X-Sandbox-RateLimit-Minute-Remaining': components['headers']['X-Sandbox-RateLimit-Minute-Remaining'];
          'X-Sandbox-RateLimit-Day-Limit': components['headers']['X-Sandbox-RateLimit-Day-Limit'];
          'X-Sandbox-RateLimit-Day-Remaining': components['headers']['X-Sandbox-RateLimit-Day-Remaining'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'] & {
            /** @enum {string} */
            error_code?: 'service_unavailable';
          };
        };
      };
    };
  };
}
