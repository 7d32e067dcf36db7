import { existsSync } from 'node:fs';

/**
 * How both Playwright configurations launch Chromium (playwright.config.ts: the built app; playwright.dev-server
 * .config.ts: `npm start`). CHROMIUM_PATH selects the browser; '' uses Playwright's own. By default Debian's
 * headless shell (`apt-get install chromium-headless-shell`, which .ci/run installs), else Debian's Chromium.
 * The flags keep Chromium off the network this machine does not have (../shared/toolchain.md).
 *
 * The headless shell is the same Blink and V8 without the browser's user interface: what Playwright itself runs
 * for headless Chromium by default. The suite is CPU-bound on 2 cores, and the shell does the same tests with about
 * a quarter less CPU (ADR 073, docs/benchmarks.md "Test loop, sixth session").
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM);

export const chromiumLaunchOptions = {
  executablePath: executablePath || undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
