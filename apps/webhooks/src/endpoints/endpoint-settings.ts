import { Injectable } from '@nestjs/common';
import {
  FieldErrors,
  ServiceError,
  UpdateWebhookDto,
  WEBHOOK_EVENT_NAMES,
  WebhookAuthType,
} from '@mailroom/contracts';
import { DestinationChecker } from '../outbound/destination';
import { EndpointRow, EndpointSettings } from './endpoint';
import { EndpointSecrets } from './endpoint-secrets';

const KNOWN_EVENTS = new Set(WEBHOOK_EVENT_NAMES);

// The settings a create (no current row) or an update (over the current row) leads to, checked as a whole:
// every problem is answered at once as 422 with errors per field, and nothing is stored.
@Injectable()
export class EndpointSettingsCheck {
  constructor(
    private readonly destinations: DestinationChecker,
    private readonly secrets: EndpointSecrets,
  ) {}

  async settingsFor(given: UpdateWebhookDto, current?: EndpointRow): Promise<EndpointSettings> {
    const errors: FieldErrors = {};
    const add = (field: string, message: string): void => {
      (errors[field] ??= []).push(message);
    };
    const authType: WebhookAuthType = given.auth_type ?? current?.auth_type ?? 'none';
    const eventsMode = given.events_mode ?? current?.events_mode ?? 'all';

    const settings: EndpointSettings = {
      name: (given.name ?? current?.name ?? '').trim(),
      url: given.url ?? current?.url ?? '',
      enabled: given.enabled ?? current?.enabled ?? true,
      auth_type: authType,
      auth_username: null,
      auth_password_sealed: null,
      oauth2_token_url: null,
      oauth2_client_id: null,
      oauth2_client_secret_sealed: null,
      oauth2_scope: null,
      events_mode: eventsMode,
      events: [],
    };
    if (!settings.name) add('name', 'The name field is required.');

    // Credentials of another auth type are a mistake, not something to keep silently.
    if (authType !== 'basic') {
      if (given.auth_username !== undefined)
        add('auth_username', 'The auth_username is used only with auth_type basic.');
      if (given.auth_password !== undefined)
        add('auth_password', 'The auth_password is used only with auth_type basic.');
    }
    if (authType !== 'oauth2' && given.oauth2 !== undefined)
      add('oauth2', 'The oauth2 settings are used only with auth_type oauth2.');

    if (authType === 'basic') {
      const keep = current?.auth_type === 'basic';
      const username = given.auth_username ?? (keep ? current.auth_username : null);
      if (!username) add('auth_username', 'The auth_username field is required with auth_type basic.');
      else if (username.includes(':')) add('auth_username', 'The auth_username may not contain ":".');
      else if (/[\u0000-\u001f\u007f]/.test(username))
        add('auth_username', 'The auth_username may not contain control characters.');
      settings.auth_username = username ?? null;
      if (given.auth_password) settings.auth_password_sealed = this.secrets.seal(given.auth_password);
      else if (keep && current.auth_password_sealed)
        settings.auth_password_sealed = current.auth_password_sealed;
      else add('auth_password', 'The auth_password field is required with auth_type basic.');
    }

    if (authType === 'oauth2') {
      if (given.oauth2) {
        settings.oauth2_token_url = given.oauth2.token_url;
        settings.oauth2_client_id = given.oauth2.client_id;
        settings.oauth2_client_secret_sealed = this.secrets.seal(given.oauth2.client_secret);
        settings.oauth2_scope = given.oauth2.scope ?? null;
      } else if (current?.auth_type === 'oauth2') {
        settings.oauth2_token_url = current.oauth2_token_url;
        settings.oauth2_client_id = current.oauth2_client_id;
        settings.oauth2_client_secret_sealed = current.oauth2_client_secret_sealed;
        settings.oauth2_scope = current.oauth2_scope;
      } else {
        add(
          'oauth2',
          'The oauth2 settings (token_url, client_id, client_secret) are required with auth_type oauth2.',
        );
      }
    }

    if (eventsMode === 'selected') {
      const events = given.events ?? (current?.events_mode === 'selected' ? current.events : []);
      if (events.length === 0)
        add('events', 'The events field needs at least one event with events_mode selected.');
      events.forEach((name, i) => {
        if (!KNOWN_EVENTS.has(name)) add(`events.${i}`, `The events.${i} is not a webhook event name.`);
      });
      settings.events = [...new Set(events)];
    } else if (given.events !== undefined && given.events.length > 0) {
      add('events', 'The events are chosen only with events_mode selected.');
    }

    // Addresses are resolved only when the URL is new or changed and nothing else is wrong with it.
    if (given.url !== undefined) await this.checkUrl('url', given.url, add);
    if (given.oauth2 !== undefined && authType === 'oauth2')
      await this.checkUrl('oauth2.token_url', given.oauth2.token_url, add);

    if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);
    return settings;
  }

  private async checkUrl(
    field: string,
    url: string,
    add: (field: string, message: string) => void,
  ): Promise<void> {
    const check = await this.destinations.check(url);
    if ('refusal' in check) add(field, `The ${field} ${check.refusal}.`);
  }
}
