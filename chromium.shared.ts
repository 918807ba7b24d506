// The Chromium every browser test and bench here drives (e2e, the Storybook's story tests, the
// Lighthouse benches). Browsers cannot be downloaded on our machines: use the system Chromium when
// there is one (Debian's chromium package, or CHROMIUM_PATH), else the tool's own download.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The Chromium to launch, or undefined for the tool's own. */
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH || (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

/** The flags that work here: no sandbox (root in a container), no GPU, nothing in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
