import { TEMPLATE_SLUG_PATTERN } from '@mailroom/contracts';
import { firstFreeSlug, isValidSlug, numberedSlug, slugOfName } from './template-slug';

describe('slugOfName', () => {
  it.each([
    ['Welcome Email', 'welcome-email'],
    ['  Order #123 -- Confirmed!  ', 'order-123-confirmed'],
    ['password_reset', 'password_reset'],
    ['Café Crème', 'cafe-creme'],
    ['__init__', 'init__'],
    ['-Leading and trailing-', 'leading-and-trailing'],
    ['ALL CAPS', 'all-caps'],
  ])('turns %j into %j', (name, slug) => {
    expect(slugOfName(name)).toBe(slug);
  });

  it.each(['', '   ', '!!!', '日本語', '___', '---'])('falls back to "template" for %j', (name) => {
    expect(slugOfName(name)).toBe('template');
  });

  it('keeps at most 100 characters and never ends on a dash', () => {
    expect(slugOfName('a'.repeat(150))).toBe('a'.repeat(100));
    expect(slugOfName(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('always gives a slug the API accepts', () => {
    const names = ['x', 'Ünïcödé', '_a', '9 lives', `${'b'.repeat(98)}!!c`, 'a\u0301', 'tab\tand\nnewline'];
    for (const name of names) expect(slugOfName(name)).toMatch(TEMPLATE_SLUG_PATTERN);
  });
});

describe('numberedSlug', () => {
  it('keeps the base for the first choice and numbers the next ones', () => {
    expect(numberedSlug('welcome', 1)).toBe('welcome');
    expect(numberedSlug('welcome', 2)).toBe('welcome-2');
    expect(numberedSlug('welcome', 13)).toBe('welcome-13');
  });

  it('shortens a long base so that the numbered slug stays within 100 characters', () => {
    const numbered = numberedSlug('a'.repeat(100), 2);
    expect(numbered).toBe(`${'a'.repeat(98)}-2`);
    expect(numberedSlug(`${'a'.repeat(97)}-bc`, 10)).toBe(`${'a'.repeat(97)}-10`);
    expect(isValidSlug(numbered)).toBe(true);
  });
});

describe('firstFreeSlug', () => {
  it('answers the base when it is free, asking once', async () => {
    const taken = jest.fn(async (_candidates: string[]) => []);

    await expect(firstFreeSlug('receipt', taken)).resolves.toBe('receipt');
    expect(taken).toHaveBeenCalledTimes(1);
  });

  it('answers the first free numbered slug', async () => {
    const used = new Set(['receipt', 'receipt-2', 'receipt-4']);
    const taken = jest.fn(async (candidates: string[]) => candidates.filter((slug) => used.has(slug)));

    await expect(firstFreeSlug('receipt', taken)).resolves.toBe('receipt-3');
  });

  it('looks further when every candidate of a query is taken', async () => {
    const used = new Set(Array.from({ length: 25 }, (_, index) => numberedSlug('receipt', index + 1)));
    const taken = jest.fn(async (candidates: string[]) => candidates.filter((slug) => used.has(slug)));

    await expect(firstFreeSlug('receipt', taken)).resolves.toBe('receipt-26');
    expect(taken).toHaveBeenCalledTimes(2);
  });
});

describe('isValidSlug', () => {
  it('accepts what the API pattern accepts, and nothing that is not a string', () => {
    expect(isValidSlug('welcome_2')).toBe(true);
    expect(isValidSlug('Welcome')).toBe(false);
    expect(isValidSlug('-welcome')).toBe(false);
    expect(isValidSlug('a'.repeat(101))).toBe(false);
    expect(isValidSlug(42)).toBe(false);
  });
});
