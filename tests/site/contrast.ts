// axe-core's color-contrast rule run in the page as it is laid out now. axe is injected once a page
// and run directly: @axe-core/playwright's analyze() injected it again on each call and finished
// every run in a new blank page, about three times the cost of the check itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface ContrastResult {
  /** `selector: summary` for each element whose text is under 4.5:1 (3:1 for large text). */
  failures: string[];
  /** Rules that found text to check (passed or left for a human): 0 means nothing was checked. */
  checked: number;
}

interface AxeResults {
  violations: { nodes: { target: string[]; failureSummary?: string }[] }[];
  passes: unknown[];
  incomplete: unknown[];
}

export async function checkContrast(page: Page): Promise<ContrastResult> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only the violations' elements are collected; passes keep one element a rule.
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
      document,
      { runOnly: ['color-contrast'], resultTypes: ['violations'] },
    ),
  );
  return {
    failures: results.violations.flatMap((v) =>
      v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    ),
    checked: results.passes.length + results.incomplete.length,
  };
}
