import { VIDEO_PITCH_TYPE_MESSAGE } from '@pear/contract';

/**
 * Why a file was refused: 415 when it is not a video container Pear takes (or holds no video track), 422 when it is
 * one but cannot be read (cut short, a box or element that does not fit, no duration anywhere).
 */
export class VideoContainerError extends Error {
  constructor(
    readonly status: 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'VideoContainerError';
  }
}

export const notAVideo = () => new VideoContainerError(415, VIDEO_PITCH_TYPE_MESSAGE);

/** "This MP4 file cannot be read: its moov box is cut short. Export it again…" */
export const unreadable = (format: 'MP4' | 'WebM', reason: string) =>
  new VideoContainerError(
    422,
    `This ${format} file cannot be read: ${reason}. Export or record the video again and upload the new file.`,
  );
