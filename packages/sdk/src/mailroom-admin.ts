import { Capture } from './admin/capture.js';
import { MailroomOptions, transportOf } from './mailroom.js';

// The operator routes, called with the admin token (ADMIN_TOKEN) instead of a team's API key.
export class MailroomAdmin {
  readonly capture: Capture;

  constructor(adminToken: string, options: MailroomOptions = {}) {
    if (!adminToken) throw new TypeError('An admin token is required');
    this.capture = new Capture(transportOf(adminToken, options));
  }
}
