// A cold load filmed on the bench's throttled phone (test/bench/page-load.ts, mobileProfile), as a
// visitor on a slow phone sees it: the last frame painted at each half second from 0.5 to 5 s, and
// all ten side by side, in test/visual/output/film/. Not a test: for looking (is anything drawn
// before it works, or shown as loading before the visitor asks?). Usage:
// `node --import ./test/support/register.mjs test/visual/film-load.ts [path] [--no-js]`.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { throttle } from '../bench/page-load';
import { mobileProfile } from '../bench/profiles';
import { launchChromium } from '../support/chromium';
import { serve } from '../support/serve';

const outputDir = join(import.meta.dirname, 'output', 'film');
const path = process.argv.slice(2).find((argument) => argument.startsWith('/')) ?? '/';
const javaScriptEnabled = !process.argv.includes('--no-js');
const marksMs = Array.from({ length: 10 }, (_, index) => (index + 1) * 500);

await rm(outputDir, { recursive: true, force: true });
await mkdir(outputDir, { recursive: true });
const server = await serve();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ ...mobileProfile.context, javaScriptEnabled });
  const page = await context.newPage();
  await throttle(page, mobileProfile.throttling!);
  // The screencast sends a frame each time the page paints: what the screen showed, and when.
  const session = await context.newCDPSession(page);
  const frames: Array<{ atMs: number; png: Buffer }> = [];
  let startedAt = 0;
  let committed = false; // frames of the blank tab before the page came are not the page's
  page.once('framenavigated', () => (committed = true));
  session.on('Page.screencastFrame', ({ data, sessionId }) => {
    if (committed) frames.push({ atMs: performance.now() - startedAt, png: Buffer.from(data, 'base64') });
    session.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  await session.send('Page.startScreencast', { format: 'png' });
  startedAt = performance.now();
  const loaded = page.goto(server.url + path).catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, marksMs.at(-1)! + 200));
  await session.send('Page.stopScreencast');
  await loaded;

  const { width, height } = mobileProfile.context.viewport!;
  const tiles = [];
  for (const [index, markMs] of marksMs.entries()) {
    const frame = frames.filter((candidate) => candidate.atMs <= markMs).at(-1);
    const label = `${markMs / 1000} s: ${frame ? `painted at ${Math.round(frame.atMs)} ms` : 'nothing painted yet'}`;
    console.log(label);
    const picture = frame ? await sharp(frame.png).resize(width, height).png().toBuffer() : null;
    if (picture) await writeFile(join(outputDir, `${String(markMs).padStart(4, '0')}ms.png`), picture);
    const caption = Buffer.from(`<svg width="${width}" height="28"><text x="8" y="20" font-size="16" font-family="sans-serif">${label}</text></svg>`);
    tiles.push({ input: caption, left: (index % 5) * width, top: Math.floor(index / 5) * (height + 28) });
    if (picture) tiles.push({ input: picture, left: (index % 5) * width, top: Math.floor(index / 5) * (height + 28) + 28 });
  }
  const sheet = join(outputDir, 'sheet.png');
  await sharp({ create: { width: width * 5, height: (height + 28) * 2, channels: 3, background: 'white' } }).composite(tiles).png().toFile(sheet);
  console.log(`${frames.length} frames painted; ${sheet}`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
