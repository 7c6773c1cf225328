// Renders the PWA and touch icons (PNG) from public/favicon.svg with the system Chromium.
// Run once after changing the logo: `node apps/web/scripts/generate-icons.mjs`; commit the PNGs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const toDataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
// Full-bleed variants draw the background themselves, so the mark goes without its rounded tile.
const markOnly = logo.replace(/<rect[^>]*\/>/, '');

// Maskable and Apple icons are cropped by the platform, so they need a full-bleed background
// and the mark inside the central safe zone (80% for maskable).
const outputs = [
  { file: 'pwa-192x192.png', size: 192, bleed: false },
  { file: 'pwa-512x512.png', size: 512, bleed: false },
  { file: 'favicon-32x32.png', size: 32, bleed: false },
  { file: 'maskable-icon-512x512.png', size: 512, bleed: true, scale: 1 },
  { file: 'apple-touch-icon.png', size: 180, bleed: true, scale: 1.08 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
try {
  for (const { file, size, bleed, scale = 1 } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    const background = bleed ? 'linear-gradient(135deg,#14b8a6,#0f766e)' : 'transparent';
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;overflow:hidden;background:${background}">
        <img src="${toDataUrl(bleed ? markOnly : logo)}" width="${inner}" height="${inner}" style="display:block" /></body></html>`,
    );
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: !bleed });
    await page.close();
  }
} finally {
  await browser.close();
}
