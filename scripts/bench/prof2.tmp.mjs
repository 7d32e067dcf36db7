import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { servers, signIn, stopServers } from './servers.mjs';
const base = await servers();
const maps = new Map();
const smcFor = (url) => { const f = url.split('/').pop(); if (!f.endsWith('.js')) return null; if (!maps.has(f)) { try { maps.set(f, new SourceMapConsumer(JSON.parse(readFileSync(`dist/assets/${f}.map`, 'utf8')))); } catch { maps.set(f, null); } } return maps.get(f); };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const signPage = await context.newPage();
await signIn(signPage, base, 'demo@example.com');
await signPage.waitForTimeout(1500);
const state = await context.storageState();
const sessionState = await signPage.evaluate(() => JSON.stringify(sessionStorage));
const agg = new Map(); const RUNS = 4;
for (let run = 0; run < RUNS; run++) {
  const cold = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, storageState: state });
  await cold.addInitScript((s) => { for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v); }, sessionState);
  const page = await cold.newPage();
  const cdp = await cold.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}/my-photos/photos`);
  await page.locator('[data-cell] img').first().waitFor();
  await page.waitForTimeout(2500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  // busy stretches
  let t = profile.startTime, best = null, cur = null;
  const times = profile.samples.map((id, i) => (t += profile.timeDeltas[i]));
  profile.samples.forEach((id, i) => { if (idle.has(id)) { if (cur && (!best || cur.dur > best.dur)) best = cur; cur = null; } else { cur = cur ?? { from: i, dur: 0 }; cur.to = i; cur.dur = times[i] - times[cur.from]; } });
  if (cur && (!best || cur.dur > best.dur)) best = cur;
  console.log(`run ${run}: longest busy stretch ${(best.dur / 1000).toFixed(0)} ms`);
  for (let i = best.from; i <= best.to; i++) {
    const n = byId.get(profile.samples[i]); const cf = n.callFrame; const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000 / RUNS;
    let key = cf.functionName || cf.url || '(anon)';
    const smc = cf.url ? smcFor(cf.url) : null;
    if (smc && cf.lineNumber >= 0) { const o = smc.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); key = `${(o.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}:${o.line} ${o.name ?? ''}`; }
    agg.set(key, (agg.get(key) ?? 0) + dt);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}
const byFile = new Map(); for (const [k, v] of agg) { const f = k.split(':')[0]; byFile.set(f, (byFile.get(f) ?? 0) + v); }
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(6)} ms ${k}`).join('\n'));
console.log('---');
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1).padStart(6)} ms ${k}`).join('\n'));
await browser.close(); stopServers();
