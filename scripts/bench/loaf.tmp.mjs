import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';
const base = await servers();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
await context.addInitScript(() => {
  window.__loaf = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ start: Math.round(e.startTime), dur: Math.round(e.duration), block: Math.round(e.blockingDuration), render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0), style: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0), scripts: e.scripts.map((s) => `${s.invokerType}:${s.invoker.slice(0,60)} ${s.sourceURL.split('/').pop()}:${s.sourceFunctionName} ${Math.round(s.duration)}ms fsl=${Math.round(s.forcedStyleAndLayoutDuration)}`) }); }).observe({ type: 'long-animation-frame', buffered: true });
});
const page = await context.newPage();
await signIn(page, base, 'demo@example.com');
await page.waitForTimeout(1500);
for (let run = 0; run < 2; run++) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/my-photos/photos`);
  await page.locator('[data-cell] img').first().waitFor();
  await page.waitForTimeout(3000);
  const loaf = await page.evaluate(() => window.__loaf);
  console.log(`run ${run}: tiles ${await page.locator('[data-cell]').count()}`);
  for (const e of loaf) console.log(`${e.start}ms dur ${e.dur} block ${e.block} render ${e.render} style ${e.style}\n   ${e.scripts.join('\n   ')}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}
await browser.close(); stopServers();
