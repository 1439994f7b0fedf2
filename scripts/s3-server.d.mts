export type TestS3Server = {
  bucket: string;
  region: string;
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
};

/** Starts s3rver with one bucket in a fresh folder on a free port; `stop()` ends it and removes the folder. */
export function startS3Server(options?: { bucket?: string }): Promise<TestS3Server>;
