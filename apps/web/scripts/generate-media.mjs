// Renders the landing page's media from scripts/media/scenes.html (product-like screens drawn in
// HTML) with the system Chromium, and encodes the demo video with the system ffmpeg (Debian:
// `apt-get install ffmpeg`). Run after changing the scenes: `node apps/web/scripts/generate-media.mjs`;
// commit the outputs:
//   public/media/demo-vetvoz.webm, .mp4   16:9 demo, 1280×720, 15 fps, silent, loops seamlessly
//   public/media/demo-vetvoz-poster.webp  first frame of the documents step (shown before playback)
//   public/media/carousel/*.webp          six 1120×480 carousel images (560×240 at 2×)
//   public/og-image.png                   1200×630 social preview
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const FPS = 15;
const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const mediaDir = path.join(publicDir, 'media');
const carouselDir = path.join(mediaDir, 'carousel');
const scenesUrl = pathToFileURL(path.join(import.meta.dirname, 'media', 'scenes.html')).href;
const CAROUSEL_IMAGES = ['transcricao', 'anamnese', 'receita', 'orientacoes', 'envio', 'especies'];

mkdirSync(carouselDir, { recursive: true });
const framesDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-frames-'));
const kb = (file) => `${(statSync(file).size / 1024).toFixed(0)} KB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
try {
  // Video frames.
  // Laid out at 960×540 and captured at 4/3 scale: 1280×720 pixels with text large enough on a phone.
  const page = await browser.newPage({ viewport: { width: 960, height: 540 }, deviceScaleFactor: 4 / 3 });
  await page.goto(scenesUrl);
  const duration = await page.evaluate(() => window.DEMO_DURATION);
  const frameCount = Math.round(duration * FPS);
  for (let index = 0; index < frameCount; index++) {
    await page.evaluate((t) => window.renderFrame(t), index / FPS);
    await page.screenshot({ path: path.join(framesDir, `f${String(index).padStart(4, '0')}.png`) });
  }
  // Poster: the documents step, where the product's value is plainest.
  await page.evaluate(() => window.renderFrame(14.4));
  const posterPng = await page.screenshot();
  await sharp(posterPng).webp({ quality: 82 }).toFile(path.join(mediaDir, 'demo-vetvoz-poster.webp'));
  await page.close();

  // Carousel images at 2×.
  const slidePage = await browser.newPage({ viewport: { width: 560, height: 240 }, deviceScaleFactor: 2 });
  await slidePage.goto(scenesUrl);
  for (const name of CAROUSEL_IMAGES) {
    await slidePage.evaluate((slide) => window.renderSlide(slide), name);
    const png = await slidePage.screenshot();
    await sharp(png)
      .webp({ quality: 80 })
      .toFile(path.join(carouselDir, `${name}.webp`));
  }
  await slidePage.close();

  // Social preview.
  const ogPage = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await ogPage.goto(scenesUrl);
  await ogPage.evaluate(() => window.renderSocialPreview());
  const ogPng = await ogPage.screenshot();
  await sharp(ogPng)
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toFile(path.join(publicDir, 'og-image.png'));
  await ogPage.close();
} finally {
  await browser.close();
}

const input = ['-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS), '-i'];
const frames = path.join(framesDir, 'f%04d.png');
const webm = path.join(mediaDir, 'demo-vetvoz.webm');
const mp4 = path.join(mediaDir, 'demo-vetvoz.mp4');
// Screen content compresses well: constant quality, no audio track, keyframe each loop start.
execFileSync('ffmpeg', [
  ...input,
  frames,
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '38',
  '-row-mt',
  '1',
  '-deadline',
  'good',
  '-cpu-used',
  '1',
  '-pix_fmt',
  'yuv420p',
  '-an',
  webm,
]);
// H.264 for browsers without VP9 (older Safari); faststart lets playback begin while it downloads.
execFileSync('ffmpeg', [
  ...input,
  frames,
  '-c:v',
  'libx264',
  '-preset',
  'veryslow',
  '-tune',
  'animation',
  '-crf',
  '30',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-an',
  mp4,
]);
rmSync(framesDir, { recursive: true, force: true });

console.log(
  `webm ${kb(webm)} · mp4 ${kb(mp4)} · poster ${kb(path.join(mediaDir, 'demo-vetvoz-poster.webp'))}`,
);
for (const name of CAROUSEL_IMAGES)
  console.log(`carousel/${name}.webp ${kb(path.join(carouselDir, `${name}.webp`))}`);
console.log(`og-image.png ${kb(path.join(publicDir, 'og-image.png'))}`);
