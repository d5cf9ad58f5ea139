import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_OUTPUT_DIR } from './workspace';

/** WCAG 2.1 A and AA, the level the specification asks for. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  readonly screen: string;
  readonly url: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
  /** The start of each offending element's HTML, to find it without the selector. */
  readonly html: readonly string[];
}

function describe(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `- [${f.impact}] ${f.rule} on "${f.screen}" (${f.url}): ${f.help}\n    ${f.targets.join('\n    ')}`,
    )
    .join('\n');
}

/**
 * Runs axe on the page as it is now and records every serious or critical violation as a soft
 * failure: the journey goes on, so one run lists the findings of every screen it visits (also
 * appended to tmp/e2e/axe-findings.jsonl for whoever fixes them), and the test fails at its end.
 */
export async function checkAccessibility(
  page: Page,
  screen: string,
  testInfo: TestInfo,
): Promise<readonly AxeFinding[]> {
  // Screens render after their lazy chunk and data arrive; let the network settle first.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  const findings: AxeFinding[] = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      url: page.url(),
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      html: violation.nodes.map((node) => node.html.slice(0, 160)),
    }));
  if (findings.length > 0) {
    await mkdir(E2E_OUTPUT_DIR, { recursive: true });
    await appendFile(
      join(E2E_OUTPUT_DIR, 'axe-findings.jsonl'),
      findings
        .map((f) => JSON.stringify({ test: testInfo.titlePath.join(' > '), ...f }))
        .join('\n') + '\n',
    );
  }
  // One line per rule and element keeps the failure readable (the full list is in the message).
  const lines = findings.flatMap((f) =>
    f.targets.map((target) => `${f.impact} ${f.rule}: ${target}`),
  );
  expect
    .soft(lines, `axe: serious or critical violations on "${screen}":\n${describe(findings)}`)
    .toEqual([]);
  return findings;
}
