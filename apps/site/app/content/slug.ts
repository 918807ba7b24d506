/**
 * The URL slug of a name or heading: lower case, ASCII letters and digits joined by single
 * hyphens ("Rates and costs" → "rates-and-costs", "1. Work out your budget" →
 * "1-work-out-your-budget"). Accents are dropped; other characters separate words.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out slugs that are unique within one document: a repeated heading gets "-2", "-3"…
 * so every in-page link has one target.
 */
export function createSlugger(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = slugify(text) || 'section';
    let slug = base;
    for (let suffix = 2; used.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    used.add(slug);
    return slug;
  };
}
