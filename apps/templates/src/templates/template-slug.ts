import { TEMPLATE_SLUG_PATTERN } from '@mailroom/contracts';

const MAX_SLUG_LENGTH = 100;
const FALLBACK_SLUG = 'template';
// How many numbered candidates one query checks.
const CANDIDATES_PER_QUERY = 20;

export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && TEMPLATE_SLUG_PATTERN.test(slug);
}

// Accents are folded first so that "Café" gives "cafe" rather than "caf".
export function slugOfName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^[-_]+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? FALLBACK_SLUG : slug;
}

// The n-th choice for a base slug: the base itself, then base-2, base-3 ..., shortened to stay valid.
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

// The first numbered choice that `taken` does not report as used.
export async function firstFreeSlug(
  base: string,
  taken: (candidates: string[]) => Promise<string[]>,
): Promise<string> {
  for (let first = 1; ; first += CANDIDATES_PER_QUERY) {
    const candidates = Array.from({ length: CANDIDATES_PER_QUERY }, (_, index) =>
      numberedSlug(base, first + index),
    );
    const used = new Set(await taken(candidates));
    const free = candidates.find((candidate) => !used.has(candidate));
    if (free !== undefined) return free;
  }
}
