// A public tracking link followed: what the gateway passes to the events context. No RequestContext: the
// signed token alone says whose mail it is. A token that does not verify is answered with 404 not_found
// and records nothing.
export interface TrackingHit {
  token: string;
  user_agent?: string;
  ip_address?: string;
  // The request id of the HTTP request, for the logs.
  request_id: string;
}

// events.track-open: the gateway answers a 1x1 GIF.
export interface OpenTracked {
  recorded: boolean;
}

// events.track-click: the gateway answers 302 to `url`, the signed original target.
export interface ClickTracked {
  url: string;
}

// events.unsubscribe-page: what the (GET) page shows; showing it changes nothing.
export interface UnsubscribePage {
  // The recipient's address, partly masked (j***@example.com): the page may be opened by anyone with the link.
  masked_address: string;
  sending_domain: string;
  already_unsubscribed: boolean;
}

// events.unsubscribe: the POST. one_click is true for the RFC 8058 body `List-Unsubscribe=One-Click`
// (a list_unsubscribe event) and false for the confirmation form of the page (a link_unsubscribe event).
export interface UnsubscribeRequest extends TrackingHit {
  one_click: boolean;
}

export interface Unsubscribed {
  // false when the address had already unsubscribed from this message's team: nothing new is recorded.
  recorded: boolean;
  sending_domain: string;
}
