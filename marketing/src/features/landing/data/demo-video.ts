/**
 * The demo video on /landing and its files: recorded from Pear itself by `npm run record:demo`
 * (scripts/record-demo-video.mjs; assets/SOURCES.md).
 */
export const DEMO_VIDEO = {
  label: 'Pear product demo',
  captionsLabel: 'English',
  /** Shown by browsers that play neither format. */
  fallback: 'Download the demo video (MP4)',
  /** The recording's frame size (also the element's intrinsic size, so the page keeps its layout while it loads). */
  width: 1280,
  height: 720,
} as const;

export type DemoVideoFiles = { webm: string; mp4: string; poster: string; captions: string };

/**
 * The files' addresses. webpack emits each file beside marketing's chunks (`new URL(…, import.meta.url)`), so the
 * address is the marketing remote's own origin wherever the shell composes the page. A function, called in the
 * browser only: the prerendered page is built before that origin is known.
 */
export const demoVideoFiles = (): DemoVideoFiles => ({
  webm: new URL('../assets/demo.webm', import.meta.url).href,
  mp4: new URL('../assets/demo.mp4', import.meta.url).href,
  poster: new URL('../assets/demo-poster.webp', import.meta.url).href,
  captions: new URL('../assets/demo.en.vtt', import.meta.url).href,
});
