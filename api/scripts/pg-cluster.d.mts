export type PgCluster = {
  version: string;
  port: number;
  databaseUrl: string;
  log(): string;
  start(): Promise<void>;
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
};

export function findPgBinDir(): string | undefined;
export function createCluster(options: { binDir: string; database: string }): Promise<PgCluster>;
