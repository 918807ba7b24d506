// The Chromium the Lighthouse benches drive: Debian's (CHROMIUM_PATH to use another), headless,
// with the flags that work on our machines (no sandbox, no GPU, nothing fetched in the background).
import * as chromeLauncher from 'chrome-launcher';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A headless Chromium for Lighthouse; `kill()` it when done. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
