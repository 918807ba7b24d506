/** A picture drawn inline for stories, so they need no network. Not part of the package API. */
export function placeholderImage(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="hsl(${hue} 45% 55%)"/><circle cx="250" cy="60" r="30" fill="hsl(${hue} 60% 80%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
