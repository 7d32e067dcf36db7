import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type * as AxeCore from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

/** The rules checked: WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's minified build (580 kB; AxeBuilder injects the unminified 1.3 MB one). The same rules: only the
 * parsing is cheaper, and it is parsed once per document, not twice per check (docs/decisions/057).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help'> & { targets: string[] };

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as it is now and fails with a readable list of violations.
 *
 * A page without frames (every page of the app: ADR 057) is checked with `axe.run` in the page, axe injected once
 * per document: the same rules and results as AxeBuilder's `analyze()`, which injects axe twice per check and
 * opens a blank page to merge the frames' results (about 2.5 s of a busy machine's CPU per check, 125 checks).
 * A page with frames goes through AxeBuilder, which checks inside each frame too.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await transitionsSettled(page);
  const violations =
    page.frames().length > 1 ? await violationsWithFrames(page) : await violationsInPage(page);
  const lines = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
  expect(lines, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's finite CSS transitions and animations to end (a spinner's endless one is left alone).
 * axe reads colours as they are at that instant: a button caught halfway through its 120 ms background
 * transition (hovered or focused the moment before) reads as a colour the page never rests on, and failed
 * color-contrast once in CI. The check is of the page as the customer sees it once it is still.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

async function violationsInPage(page: Page): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    // Only the violations are read: the other result types keep one node each instead of every node.
    resultTypes: ['violations'],
  };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    const results = await axe.run(document, runOptions);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map(
        (n) => `${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replaceAll('\n', ' ')}`,
      ),
    }));
  }, options);
}

async function violationsWithFrames(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(TAGS).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map(
      (n) => `${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replaceAll('\n', ' ')}`,
    ),
  }));
}
