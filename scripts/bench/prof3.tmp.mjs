import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { servers, signIn, stopServers } from './servers.mjs';
const ROOT = process.env.ROOT; // e.g. "timeline.tsx:325"
const base = await servers();
const maps = new Map();
const smcFor = (url) => { const f = url.split('/').pop(); if (!f.endsWith('.js')) return null; if (!maps.has(f)) { try { maps.set(f, new SourceMapConsumer(JSON.parse(readFileSync(`dist/assets/${f}.map`, 'utf8')))); } catch { maps.set(f, null); } } return maps.get(f); };
const where = (cf) => { const smc = cf.url ? smcFor(cf.url) : null; if (smc && cf.lineNumber >= 0) { const o = smc.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); return `${(o.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}:${o.line} ${o.name ?? ''}`; } return cf.functionName || '(anon)'; };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const opts = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const context = await browser.newContext(opts);
const signPage = await context.newPage();
await signIn(signPage, base, 'demo@example.com');
await signPage.waitForTimeout(1500);
const state = await context.storageState();
const sessionState = await signPage.evaluate(() => JSON.stringify(sessionStorage));
const self = new Map(), incl = new Map(); const RUNS = 4; let rootTotal = 0;
for (let run = 0; run < RUNS; run++) {
  const cold = await browser.newContext({ ...opts, storageState: state });
  await cold.addInitScript((s) => { for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v); }, sessionState);
  const page = await cold.newPage();
  const cdp = await cold.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}/my-photos/photos`);
  await page.locator('[data-cell] img').first().waitFor();
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = new Map(profile.nodes.map((n) => [n.id, where(n.callFrame)]));
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000 / RUNS;
    const chain = []; for (let x = id; x !== undefined; x = parent.get(x)) chain.push(label.get(x));
    const at = chain.findIndex((l) => l.includes(ROOT)); if (at < 0) return;
    rootTotal += dt;
    self.set(chain[0], (self.get(chain[0]) ?? 0) + dt);
    for (const l of new Set(chain.slice(0, at))) incl.set(l, (incl.get(l) ?? 0) + dt);
  });
  await cold.close();
}
console.log(`inside ${ROOT}: ${rootTotal.toFixed(1)} ms per run`);
console.log('self:\n' + [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(6)} ${k}`).join('\n'));
console.log('inclusive (src only):\n' + [...incl].filter(([k]) => k.startsWith('src/')).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1).padStart(6)} ${k}`).join('\n'));
await browser.close(); stopServers();
