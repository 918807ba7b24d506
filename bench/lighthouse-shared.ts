// What the Lighthouse benches share: the Chromium they drive (chromium.shared.ts at the root),
// headless; and the median they report, since single runs move by points.
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.shared.ts';

/** A headless Chromium for Lighthouse; `kill()` it when done. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    ...(chromiumPath ? { chromePath: chromiumPath } : {}),
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
}

/** The median of some runs' values (the upper one of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
