import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';
const base = await servers();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
await signIn(page, base, 'demo@example.com');
await page.waitForTimeout(1500);
const agg = new Map(); const byUrl = new Map();
for (let run = 0; run < 3; run++) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}/my-photos/photos`);
  await page.locator('[data-cell] img').first().waitFor();
  await page.waitForTimeout(2500);
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map(); profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const n of profile.nodes) {
    const t = (dt.get(n.id) ?? 0) / 1000; if (!t) continue;
    const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
    agg.set(k, (agg.get(k) ?? 0) + t / 3); const u = cf.url.split('/').pop() || cf.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + t / 3);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${k}`).join('\n'));
console.log('---');
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms ${k}`).join('\n'));
await browser.close(); stopServers();
