import { chromium } from '@playwright/test';
import { servers, signIn, stopServers } from './servers.mjs';
const base = await servers();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const opts = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const context = await browser.newContext(opts);
const signPage = await context.newPage();
await signIn(signPage, base, 'demo@example.com');
await signPage.waitForTimeout(1500);
const state = await context.storageState();
const sessionState = await signPage.evaluate(() => JSON.stringify(sessionStorage));
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const cold = await browser.newContext({ ...opts, storageState: state });
  await cold.addInitScript((s) => { for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v); }, sessionState);
  const page = await cold.newPage();
  const cdp = await cold.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
  await page.goto(`${base}/my-photos/photos`);
  await page.locator('[data-cell] img').first().waitFor();
  await page.waitForTimeout(2500);
  await cdp.send('Tracing.end'); await done;
  const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.find((f) => !f.parent)?.processId;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 30000 && (!main || e.pid === main));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
  console.log(`run ${run}: FCP ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms`);
  for (const task of tasks) {
    const inside = events.filter((e) => e.ph === 'X' && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.dur > 2000);
    const parts = inside.filter((e) => ['FunctionCall', 'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'FireAnimationFrame', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'Paint', 'PrePaint', 'Commit', 'v8.compile', 'FunctionCall', 'V8.GC_SCAVENGER', 'MajorGC', 'MinorGC', 'XHRLoad', 'ResourceReceivedData'].includes(e.name))
      .map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${(e.dur / 1000).toFixed(0)}`);
    console.log(`  task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms  [${parts.join(' | ')}]`);
  }
  await cold.close();
}
await browser.close(); stopServers();
