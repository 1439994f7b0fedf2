// `npm run record:demo`: records the demo video that /landing plays, from the real product. It builds Pear (skip
// with --no-build), starts the composed app the way the e2e suite does (free ports, a fresh database, local mode),
// and walks it in Debian's Chromium at 1280×720 as a new founder would: landing page, sign-up through the dev sign-in
// provider, the generated seed deck (fixtures/decks.mts) and a licensed resume (fixtures/resumes), the VibeScore,
// AI Matching with PearScores, a match added to Deal Flow, the Deal Flow board. Debian's ffmpeg then writes
// WebM (VP9) and MP4 (H.264), a poster frame and WebVTT captions timed from when each step started, into
// marketing/src/features/landing/assets/ (committed; marketing's build emits them beside its chunks), and the script
// prints their sizes. Neither `npm start` nor `npm test` runs it or needs ffmpeg.
//
//   npm run record:demo [-- --no-build] [-- --keep-frames]
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { chromium } from '@playwright/test';

import { SEED_DECK, seedDeck } from '../fixtures/decks.mjs';
import { resumePath } from '../fixtures/resumes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { LOCAL_MODE_API_ENV, ROOT, startComposedApp } from './compose.mjs';
import { cuesFromSteps, toWebVtt } from './demo-video/captions.mjs';
import { checkFfmpeg, encodeVideos, extractPoster, fileSize, probeDuration } from './demo-video/encode.mjs';
import { concatList, startScreencast } from './demo-video/screencast.mjs';

const ASSETS_DIR = join(ROOT, 'marketing/src/features/landing/assets');
const OUTPUT = {
  webm: join(ASSETS_DIR, 'demo.webm'),
  mp4: join(ASSETS_DIR, 'demo.mp4'),
  poster: join(ASSETS_DIR, 'demo-poster.webp'),
  captions: join(ASSETS_DIR, 'demo.en.vtt'),
};
const VIEWPORT = { width: 1280, height: 720 };
const VIDEO = { width: 1280, fps: 8 };
const POSTER_WIDTH = 960;
const MAX_VIDEO_BYTES = 3 * 1024 * 1024;
const MAX_POSTER_BYTES = 60 * 1024;
const FOUNDER = { name: SEED_DECK.founders[0].name, email: `${SEED_DECK.emails[0].split('@')[0]}@example.com` };

const args = process.argv.slice(2);
checkFfmpeg();
if (!args.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const workDir = await mkdtemp(join(tmpdir(), 'pear-demo-video-'));
const framesDir = join(workDir, 'frames');
await mkdir(framesDir);
const deckFile = join(workDir, 'tidewise-pitch-deck.pdf');
await writeFile(deckFile, await seedDeck());

const app = await startComposedApp({
  freePorts: true,
  dataDir: workDir,
  quietApi: true,
  apiEnv: { ...LOCAL_MODE_API_ENV, SMTP_URL: '', PGLITE_DIR: join(workDir, 'pglite') },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** @type {import('@playwright/test').Page} */
let page;
const pause = (ms) => page.waitForTimeout(ms);

/** Rings the element the next action uses, so a viewer sees where the click goes (a screencast has no cursor). */
async function pointAt(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (box) {
    // Drawn on the page (position: fixed, above everything, ignoring the pointer) and removed after a second.
    await locator.evaluate((element, rect) => {
      const ring = element.ownerDocument.createElement('div');
      Object.assign(ring.style, {
        position: 'fixed',
        left: `${rect.x - 6}px`,
        top: `${rect.y - 6}px`,
        width: `${rect.width + 12}px`,
        height: `${rect.height + 12}px`,
        border: '3px solid #f59e0b',
        borderRadius: '12px',
        boxShadow: '0 0 0 6px rgba(245, 158, 11, 0.25)',
        zIndex: '2147483647',
        pointerEvents: 'none',
      });
      element.ownerDocument.body.append(ring);
      setTimeout(() => ring.remove(), 1100);
    }, box);
  }
  await pause(800);
}

async function click(locator) {
  await pointAt(locator);
  await locator.click();
}

async function type(locator, text) {
  await pointAt(locator);
  await locator.pressSequentially(text, { delay: 45 });
}

/** Scrolls in small steps, so the motion can be followed. */
async function scrollBy(pixels, steps = 8) {
  for (let step = 0; step < steps; step += 1) {
    await page.mouse.wheel(0, pixels / steps);
    await pause(60);
  }
  await pause(400);
}

async function upload(label, file, region, expected) {
  await page.getByLabel(label).setInputFiles(file);
  await click(page.getByRole('button', { name: 'Upload' }));
  const parsed = page.getByRole('region', { name: region });
  await parsed.getByText(expected, { exact: false }).first().waitFor({ timeout: 90_000 });
  await parsed.scrollIntoViewIfNeeded();
  await pause(3500);
}

/** The walk: each step's caption is shown from the moment the step starts until the next one starts. */
const STEPS = [
  {
    text: 'Pear’s landing page. A founder starts with Sign Up.',
    run: async () => {
      await page.goto(`${app.appUrl}/landing`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await pause(2500);
      await click(page.getByRole('banner').getByRole('button', { name: 'Sign Up' }));
      await pause(1200);
      await click(
        page.getByRole('dialog', { name: 'Sign Up for Pear' }).getByRole('button', { name: /^I'm a founder/ }),
      );
      await page.waitForURL(/\/signup$/);
      await pause(1500);
    },
  },
  {
    text: 'Sign in with LinkedIn. This recording uses Pear’s local sign-in page instead.',
    run: async () => {
      await click(page.getByRole('button', { name: 'Continue with LinkedIn' }));
      await page.getByLabel('Full name').waitFor();
      await pause(800);
      await type(page.getByLabel('Full name'), FOUNDER.name);
      await type(page.getByLabel('Email'), FOUNDER.email);
      await click(page.getByRole('button', { name: 'Continue' }));
      await page.waitForURL(/\/signup\/pitchdeckparse$/);
      await pause(1500);
    },
  },
  {
    text: `Upload the pitch deck: Pear reads the startup (${SEED_DECK.startupName}), its stage, raise and traction.`,
    run: async () => {
      await upload('Pitch deck (PDF, up to 10 MB)', deckFile, 'What we read from your deck', SEED_DECK.startupName);
      await scrollBy(320);
      await pause(1500);
      await click(page.getByRole('button', { name: 'Next Step' }));
      await page.waitForURL(/\/signup\/fill-missing-info$/);
      await pause(1000);
    },
  },
  {
    text: 'Upload a resume: Pear reads the founder’s experience and education.',
    run: async () => {
      await upload('Resume (PDF, under 10 MB)', resumePath('sb2nov.pdf'), 'What we read from your resume', '@');
      await click(page.getByRole('button', { name: 'Next Step' }));
      await page.waitForURL(/\/signup\/vibescore$/);
    },
  },
  {
    text: 'The VibeScore: how investor-ready the raise looks, and what it is made of.',
    run: async () => {
      await page
        .getByRole('status')
        .filter({ hasText: /VibeScore \d+ out of 100/ })
        .waitFor({ timeout: 30_000 });
      await pause(2500);
      await scrollBy(300);
      await pause(2000);
      await click(page.getByRole('button', { name: 'View Matches' }));
      await page.waitForURL(/\/founders$/);
      await pause(2500);
    },
  },
  {
    text: 'AI Matching: today’s investors, each with a PearScore and the reasons they fit.',
    // The poster frame: the matches with their PearScores, what the video is about (seconds into the step).
    poster: 4,
    run: async () => {
      await click(page.getByRole('tab', { name: 'AI Matching' }));
      const cards = page.getByRole('list', { name: 'Investor matches' }).getByRole('article');
      await cards.nth(4).waitFor({ timeout: 30_000 });
      await pause(2500);
      await cards.first().scrollIntoViewIfNeeded();
      await scrollBy(250);
      await pause(3000);
    },
  },
  {
    text: 'One click adds a match to Deal Flow.',
    run: async () => {
      const first = page.getByRole('list', { name: 'Investor matches' }).getByRole('article').first();
      await click(first.getByRole('button', { name: 'Add to Deal Flow' }));
      await first.getByRole('button', { name: 'In Deal Flow' }).waitFor();
      await pause(1800);
      await click(first.getByRole('button', { name: 'In Deal Flow' }));
      await page.getByRole('heading', { name: 'Deal Flow CRM' }).waitFor();
    },
  },
  {
    text: 'Deal Flow: every investor conversation on one board, stage by stage from Introduced to Closed.',
    run: async () => {
      await pause(2000);
      await page.getByRole('heading', { name: 'Deal Flow CRM' }).scrollIntoViewIfNeeded();
      await scrollBy(200);
      await pause(4000);
    },
  },
];

let recording;
try {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    reducedMotion: 'no-preference',
  });
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const screencast = await startScreencast(page, { framesDir, ...VIEWPORT });
  /** @type {{ start: number, text: string }[]} */
  const started = [];
  for (const [index, step] of STEPS.entries()) {
    started.push({ start: screencast.now(), text: step.text });
    console.log(`step ${index + 1}/${STEPS.length} at ${screencast.now().toFixed(1)} s: ${step.text}`);
    await step.run();
  }
  recording = { ...(await screencast.stop()), steps: started };
  await context.close();
} finally {
  await browser.close();
  await app.stop();
}

console.log(`recorded ${recording.frames.length} frames over ${recording.end.toFixed(1)} s; encoding…`);
const list = join(workDir, 'frames.txt');
await writeFile(list, concatList(recording.frames, recording.end));
await mkdir(ASSETS_DIR, { recursive: true });
encodeVideos({ list, width: VIDEO.width, fps: VIDEO.fps }, OUTPUT);
const duration = probeDuration(OUTPUT.webm);
await writeFile(OUTPUT.captions, toWebVtt(cuesFromSteps(recording.steps, duration)));
const posterIndex = STEPS.findIndex((step) => 'poster' in step);
const posterAt = recording.steps[posterIndex].start + STEPS[posterIndex].poster;
extractPoster({ video: OUTPUT.mp4, seconds: posterAt, width: POSTER_WIDTH, out: OUTPUT.poster });

let tooLarge = false;
for (const [kind, file] of Object.entries(OUTPUT)) {
  const bytes = await fileSize(file);
  const limit = kind === 'poster' ? MAX_POSTER_BYTES : kind === 'captions' ? Infinity : MAX_VIDEO_BYTES;
  if (bytes > limit) tooLarge = true;
  console.log(
    `${relative(ROOT, file)}: ${(bytes / 1024).toFixed(1)} KB${bytes > limit ? ` — over the ${limit / 1024} KB limit` : ''}`,
  );
}
console.log(`duration ${duration.toFixed(1)} s, ${VIDEO.width} px wide, ${VIDEO.fps} fps`);
console.log('The landing page serves them after the next build of marketing (npm run build -w marketing).');
if (args.includes('--keep-frames')) console.log(`frames kept in ${workDir}`);
else await rm(workDir, { recursive: true, force: true });
if (tooLarge) process.exit(1);
