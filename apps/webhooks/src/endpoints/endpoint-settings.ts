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
import { sameOrigin } from './same-origin';

const KNOWN_EVENTS = new Set(WEBHOOK_EVENT_NAMES);

// Never a silently altered value: surrounding white space is refused rather than trimmed (a URL parser would
// drop it from the request while the stored URL kept it), and so are the tab and line breaks a URL parser
// removes from inside a URL.
const SURROUNDED_BY_SPACE = /^\s|\s$/;
const URL_DROPPED_CHARACTERS = /[\t\n\r]/;
// The URL parser also reads `https:h`, `https:///h`, `https:\\h` and `https://@h` as https://h/: a URL is
// stored as written, so it must name its host where a reader of it looks, right after the `//`.
const WRITTEN_AUTHORITY = /^https?:\/\/([^/\\?#]*)/i;

// A stored secret goes only to the origin (scheme, host, port) it was given for: the basic password to the
// url, the OAuth2 client secret to the token URL, and the tokens that secret obtains to the url. An update
// that moves one of these to another origin must give the secret again, or a key that may only write webhooks
// could have a secret it never knew sent to a server of its own. Refused rather than dropped: the endpoint
// would otherwise be silently altered.
const MOVED = 'moves to another origin (scheme, host or port)';
const MOVED_PASSWORD = `The auth_password field is required when the url ${MOVED}: the stored one is sent only to the origin it was given for.`;
const MOVED_TOKEN_URL = `The oauth2.client_secret field is required when the oauth2.token_url ${MOVED}: the stored one is sent only to the origin it was given for.`;
const MOVED_URL = `The oauth2.client_secret field is required when the url ${MOVED}: the tokens it obtains are sent only to the origin it was given for.`;

// A URL that is not one at all moves nothing: it is refused under its own field, so nothing is stored.
function moves(from: string | null, to: string | undefined): boolean {
  return to !== undefined && URL.canParse(to) && !(from !== null && sameOrigin(from, to));
}

// The settings a create (no current row) or an update (over the current row) leads to, checked as a whole:
// every problem is answered at once as 422 with errors per field, and nothing is stored.
@Injectable()
export class EndpointSettingsCheck {
  constructor(
    private readonly destinations: DestinationChecker,
    private readonly secrets: EndpointSecrets,
  ) {}

  // `given` has passed the body's shape check: no field is null (a null is refused there, 422), and a field
  // left out keeps its current value (or its default at creation).
  async settingsFor(given: UpdateWebhookDto, current?: EndpointRow): Promise<EndpointSettings> {
    const errors: FieldErrors = {};
    const add = (field: string, message: string): void => {
      (errors[field] ??= []).push(message);
    };
    const authType: WebhookAuthType = given.auth_type ?? current?.auth_type ?? 'none';
    // A list of events given without a mode means those events.
    const eventsMode =
      given.events_mode ?? (given.events?.length ? 'selected' : (current?.events_mode ?? 'all'));

    const settings: EndpointSettings = {
      name: given.name ?? current?.name ?? '',
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
    else if (given.name !== undefined && SURROUNDED_BY_SPACE.test(given.name))
      add('name', 'The name may not begin or end with white space.');

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
      // An empty password is given, and refused as at creation; only a left-out one keeps the stored one.
      if (given.auth_password !== undefined && given.auth_password !== '')
        settings.auth_password_sealed = this.secrets.seal(given.auth_password);
      else if (given.auth_password === undefined && keep && current.auth_password_sealed) {
        if (moves(current.url, given.url)) add('auth_password', MOVED_PASSWORD);
        else settings.auth_password_sealed = current.auth_password_sealed;
      } else add('auth_password', 'The auth_password field is required with auth_type basic.');
    }

    if (authType === 'oauth2') {
      // Why a stored client secret may not be kept: the url or the token URL moves to another origin.
      const secretMoves = (current: EndpointRow, tokenUrl: string | undefined): string[] => [
        ...(moves(current.url, given.url) ? [MOVED_URL] : []),
        ...(moves(current.oauth2_token_url, tokenUrl) ? [MOVED_TOKEN_URL] : []),
      ];
      if (given.oauth2) {
        settings.oauth2_token_url = given.oauth2.token_url;
        settings.oauth2_client_id = given.oauth2.client_id;
        settings.oauth2_scope = given.oauth2.scope ?? null;
        // The settings are replaced, but a client secret left out keeps the stored one while its origins stay
        // (README).
        if (given.oauth2.client_secret !== undefined)
          settings.oauth2_client_secret_sealed = this.secrets.seal(given.oauth2.client_secret);
        else if (current?.auth_type === 'oauth2' && current.oauth2_client_secret_sealed) {
          const moved = secretMoves(current, given.oauth2.token_url);
          moved.forEach((message) => add('oauth2.client_secret', message));
          if (moved.length === 0) settings.oauth2_client_secret_sealed = current.oauth2_client_secret_sealed;
        } else add('oauth2.client_secret', 'The oauth2.client_secret field is required.');
      } else if (current?.auth_type === 'oauth2') {
        settings.oauth2_token_url = current.oauth2_token_url;
        settings.oauth2_client_id = current.oauth2_client_id;
        settings.oauth2_client_secret_sealed = current.oauth2_client_secret_sealed;
        settings.oauth2_scope = current.oauth2_scope;
        secretMoves(current, undefined).forEach((message) => add('oauth2.client_secret', message));
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
    if (given.oauth2 && authType === 'oauth2')
      await this.checkUrl('oauth2.token_url', given.oauth2.token_url, add);

    if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);
    return settings;
  }

  private async checkUrl(
    field: string,
    url: string,
    add: (field: string, message: string) => void,
  ): Promise<void> {
    if (SURROUNDED_BY_SPACE.test(url))
      return add(field, `The ${field} may not begin or end with white space.`);
    if (URL_DROPPED_CHARACTERS.test(url))
      return add(field, `The ${field} may not contain tabs or line breaks.`);
    if (/^https?:/i.test(url) && URL.canParse(url)) {
      if (url.includes('\\')) return add(field, `The ${field} may not contain backslashes.`);
      const authority = WRITTEN_AUTHORITY.exec(url)?.[1];
      if (!authority)
        return add(
          field,
          `The ${field} must name its host right after //, as in https://hooks.example.com/in.`,
        );
      if (authority.includes('@'))
        return add(field, `The ${field} may not carry credentials; use auth_type basic.`);
    }
    // A host that does not resolve yet (its DNS records may come later) is taken: every attempt checks it
    // again. A host that resolves to a refused address is not.
    const check = await this.destinations.check(url);
    if ('refusal' in check && !check.unresolved) add(field, `The ${field} ${check.refusal}.`);
  }
}
