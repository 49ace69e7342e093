export interface CursorPage<T> {
  items: T[];
  // null on the last page.
  nextCursor: string | null;
  // The whole `data` of the page (totals, the window used, ...).
  data: unknown;
}

export type PageFetcher<T> = (cursor: string | undefined) => Promise<CursorPage<T>>;

// A cursor-paged list: `for await (const item of list)` walks every item, fetching each page when it is
// reached; `pages()` walks the pages. Nothing is requested until iteration starts, and each iteration starts
// again from the first page.
export class CursorList<T> implements AsyncIterable<T> {
  constructor(private readonly fetchPage: PageFetcher<T>) {}

  async *pages(): AsyncGenerator<CursorPage<T>, void, undefined> {
    let cursor: string | undefined;
    do {
      const page = await this.fetchPage(cursor);
      yield page;
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }

  // The first page only.
  firstPage(): Promise<CursorPage<T>> {
    return this.fetchPage(undefined);
  }

  // One page: the one at `cursor` (the nextCursor of an earlier page), or the first without it. For screens
  // that show a page at a time.
  page(cursor?: string): Promise<CursorPage<T>> {
    return this.fetchPage(cursor);
  }

  // Every item, in order; for lists known to be small.
  async toArray(): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}
