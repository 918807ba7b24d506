// Bar charts drawn on the server as inline SVG: no script, nothing to load. Each chart is an
// image with a text name (role="img", <title>, <desc>), and the page puts a table with the same
// figures next to it for anyone who cannot see the bars. Colours and fonts come from the page's
// stylesheet through class names, so the SVG has no style attributes (the page's CSP allows one
// hashed stylesheet and nothing inline).
import { escapeHtml, formatCount } from './html-text.ts';

/** One bar. */
export interface Bar {
  label: string;
  value: number;
}

export interface BarChartOptions {
  /** The chart's id prefix (unique on the page) and its accessible name and description. */
  id: string;
  title: string;
  description: string;
  bars: readonly Bar[];
}

const WIDTH = 720;

function niceMax(values: readonly number[]): number {
  const max = Math.max(1, ...values);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

function svgOpen(id: string, title: string, description: string, height: number): string {
  return (
    `<svg class="chart" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" ` +
    `aria-labelledby="${id}-title ${id}-desc" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="${id}-title">${escapeHtml(title)}</title>` +
    `<desc id="${id}-desc">${escapeHtml(description)}</desc>`
  );
}

/** Vertical bars over time (one per day), labelled every `labelEvery` bars. */
export function columnChartSvg({ id, title, description, bars }: BarChartOptions, labelEvery = 5) {
  const height = 240;
  const left = 56;
  const top = 12;
  const plotHeight = 180;
  const max = niceMax(bars.map((bar) => bar.value));
  const slot = (WIDTH - left - 8) / Math.max(1, bars.length);
  const parts = [svgOpen(id, title, description, height)];
  for (const fraction of [0, 0.5, 1]) {
    const y = top + plotHeight - fraction * plotHeight;
    parts.push(
      `<line class="chart-grid" x1="${left}" x2="${WIDTH - 8}" y1="${y}" y2="${y}"/>`,
      `<text class="chart-axis" x="${left - 6}" y="${y + 4}" text-anchor="end">${formatCount(max * fraction)}</text>`,
    );
  }
  bars.forEach((bar, index) => {
    const barHeight = (bar.value / max) * plotHeight;
    const x = left + index * slot + slot * 0.15;
    parts.push(
      `<rect class="chart-bar" x="${x.toFixed(1)}" y="${(top + plotHeight - barHeight).toFixed(1)}" ` +
        `width="${(slot * 0.7).toFixed(1)}" height="${barHeight.toFixed(1)}"/>`,
    );
    if (index % labelEvery === 0 || index === bars.length - 1) {
      parts.push(
        `<text class="chart-axis" x="${(x + slot * 0.35).toFixed(1)}" y="${top + plotHeight + 18}" text-anchor="middle">${escapeHtml(bar.label)}</text>`,
      );
    }
  });
  parts.push('</svg>');
  return parts.join('');
}

/** Horizontal bars, one per labelled item, the value written at the end of each bar. */
export function horizontalBarChartSvg({ id, title, description, bars }: BarChartOptions) {
  const rowHeight = 28;
  const labelWidth = 260;
  const valueWidth = 80;
  const height = Math.max(1, bars.length) * rowHeight + 8;
  const max = niceMax(bars.map((bar) => bar.value));
  const plotWidth = WIDTH - labelWidth - valueWidth;
  const parts = [svgOpen(id, title, description, height)];
  bars.forEach((bar, index) => {
    const y = 4 + index * rowHeight;
    const width = (bar.value / max) * plotWidth;
    const label = bar.label.length > 38 ? `${bar.label.slice(0, 37)}…` : bar.label;
    parts.push(
      `<text class="chart-label" x="${labelWidth - 8}" y="${y + 18}" text-anchor="end">${escapeHtml(label)}</text>`,
      `<rect class="chart-bar" x="${labelWidth}" y="${y + 4}" width="${width.toFixed(1)}" height="${rowHeight - 10}"/>`,
      `<text class="chart-value" x="${(labelWidth + width + 6).toFixed(1)}" y="${y + 18}">${formatCount(bar.value)}</text>`,
    );
  });
  if (bars.length === 0) {
    parts.push(`<text class="chart-label" x="8" y="22">Nothing to show</text>`);
  }
  parts.push('</svg>');
  return parts.join('');
}
