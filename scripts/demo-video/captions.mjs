// The demo video's captions: one WebVTT cue per step of the walk, timed from when the recorder started each step.

/** `seconds` as a WebVTT timestamp, HH:MM:SS.mmm. */
export function vttTimestamp(seconds) {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const secs = Math.floor((totalMs % 60_000) / 1000);
  const ms = totalMs % 1000;
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms, 3)}`;
}

/**
 * Cues from the steps' start times (seconds from the start of the video): each step's caption runs until the next
 * step starts, the last one until `end`. A step that took no time (its successor started at once) has no cue.
 * @param {{ start: number, text: string }[]} steps  in the order they ran
 * @param {number} end  the video's length in seconds
 * @returns {{ start: number, end: number, text: string }[]}
 */
export function cuesFromSteps(steps, end) {
  return steps
    .map((step, index) => ({ start: step.start, end: steps[index + 1]?.start ?? end, text: step.text }))
    .filter((cue) => cue.end > cue.start);
}

/**
 * A WebVTT file of `cues`. A cue's text may not contain "-->" or a blank line (it would end the cue), so those are
 * refused rather than silently changed.
 * @param {{ start: number, end: number, text: string }[]} cues
 */
export function toWebVtt(cues) {
  const blocks = cues.map((cue, index) => {
    if (cue.text.includes('-->') || /\n\s*\n/.test(cue.text) || cue.text.trim() === '') {
      throw new Error(`Caption ${index + 1} cannot be written as a WebVTT cue: ${JSON.stringify(cue.text)}`);
    }
    return `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text.trim()}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
