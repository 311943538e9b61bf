import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { OUTPUT_DIR } from './product';

/** The WCAG 2 A/AA rules, as the accessibility test checks them. */
export const WCAG_2_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Collects axe-core results (WCAG 2 A/AA) for the states of a page a test goes through. `check` analyses the page
 * as it is and keeps its serious and critical violations, one line per element; `save` writes every violation
 * (minor and moderate too) to test-output/browser/axe-<name>.json.
 */
export class AxeAudit {
  /** Serious and critical violations per checked state (an empty list when clean). */
  readonly serious: Record<string, string[]> = {};
  private readonly all: Record<string, unknown> = {};

  async check(page: Page, label: string): Promise<void> {
    // A dialog or menu fading in is read half transparent (its colours blended with the page: contrast failures that
    // no user sees once it is open): let running transitions and animations end first (infinite ones, spinners, are
    // left running; bounded at 2 s).
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    );
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_2_AA).analyze();
    this.all[label] = violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
    this.serious[label] = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`));
  }

  save(name: string): void {
    writeFileSync(join(OUTPUT_DIR, `axe-${name}.json`), `${JSON.stringify(this.all, null, 2)}\n`);
  }

  /** The expected value of `serious`: every checked state without a violation. */
  clean(): Record<string, string[]> {
    return Object.fromEntries(Object.keys(this.serious).map((label) => [label, []]));
  }
}
