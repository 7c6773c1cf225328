import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** A full-page screenshot under e2e/screenshots/<project>/ for a person to look at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = path.resolve(import.meta.dirname, '..', 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // From the top: the sticky header would otherwise be drawn in the middle of a full-page shot.
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
