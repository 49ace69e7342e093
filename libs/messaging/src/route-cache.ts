// Nest's servers turn a message's pattern into a route on every message, by trying it as JSON first: for
// our plain subjects that throws a SyntaxError each time, a few percent of a busy process's time. The
// patterns are the subjects a server subscribed to, a handful, so each route is worked out once.
const MOST_PATTERNS = 1_000;

export class RouteCache {
  private readonly routes = new Map<string, string>();

  route(pattern: string, compute: (pattern: string) => string): string {
    let route = this.routes.get(pattern);
    if (route === undefined) {
      route = compute(pattern);
      if (this.routes.size < MOST_PATTERNS) this.routes.set(pattern, route);
    }
    return route;
  }
}
