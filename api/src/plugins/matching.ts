import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureInvestorCorpus, loadInvestorProfiles } from '../modules/investors/store.js';
import { buildMatchingIndex } from '../modules/matching/matching-index.js';
import type { MatchingIndex } from '../modules/matching/types.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyInstance {
    matching: {
      index: MatchingIndex;
      /** Rebuilds the index from the database (after an import). */
      reload(): Promise<void>;
    };
  }
}

export type MatchingPluginOptions = {
  /** The CrunchBase export imported on first start; null skips the import (tests bring their own investors). */
  corpusDir: string | null;
};

/** Imports the investor corpus on the first start, then keeps an in-memory ranking index of every investor. */
async function matchingPlugin(app: FastifyInstance, { corpusDir }: MatchingPluginOptions): Promise<void> {
  if (corpusDir && !existsSync(corpusDir)) {
    app.log.warn({ corpusDir }, 'investor corpus not found: matching starts with the investors already stored');
  } else if (corpusDir) {
    const started = Date.now();
    const imported = await ensureInvestorCorpus(app.db, corpusDir);
    if (imported) {
      app.log.info({ investors: imported.investorsTotal, ms: Date.now() - started }, 'investor corpus imported');
    }
  }
  const state = { index: buildMatchingIndex(await loadInvestorProfiles(app.db)) };
  app.log.info({ investors: state.index.size }, 'matching index ready');
  app.decorate('matching', {
    get index() {
      return state.index;
    },
    async reload() {
      state.index = buildMatchingIndex(await loadInvestorProfiles(app.db));
    },
  });
}

export default fp(matchingPlugin, { name: 'matching', dependencies: ['db'] });
