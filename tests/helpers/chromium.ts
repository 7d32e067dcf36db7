/**
 * How both Playwright configurations launch Chromium (playwright.config.ts: the built app; playwright.dev-server
 * .config.ts: `npm start`). CHROMIUM_PATH selects the browser (default: Debian's /usr/bin/chromium); '' uses
 * Playwright's own. The flags keep Chromium off the network this machine does not have (../shared/toolchain.md).
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
