import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PACKAGE_DIR } from '../config.js';
import { ensureInvestorCorpus, loadInvestorTable } from '../modules/investors/store.js';
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

const count = (value: number) => value.toLocaleString('en-US');

/** A folder inside the repository as `api/data/…`; anything else as its absolute path. */
function shownPath(dir: string): string {
  const relative = path.relative(path.dirname(path.resolve(API_PACKAGE_DIR)), path.resolve(dir));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : path.resolve(dir);
}

/** Imports the investor corpus on the first start, then keeps an in-memory ranking index of every investor. */
async function matchingPlugin(app: FastifyInstance, { corpusDir }: MatchingPluginOptions): Promise<void> {
  if (corpusDir && !existsSync(corpusDir)) {
    app.log.warn(
      { corpusDir },
      `Investor corpus not found at ${shownPath(corpusDir)} (INVESTOR_CORPUS_DIR): matching starts with the investors already stored`,
    );
  } else if (corpusDir) {
    const started = Date.now();
    const imported = await ensureInvestorCorpus(app.db, corpusDir, {
      onRead: ({ investors }) =>
        app.log.info(
          { corpusDir, investors },
          `Importing the investor corpus (first start): ${count(investors)} investors from ${shownPath(corpusDir)} …`,
        ),
    });
    if (imported) {
      const ms = Date.now() - started;
      app.log.info(
        { investors: imported.investorsTotal, ms },
        `Investor corpus imported: ${count(imported.investorsTotal)} investors in ${(ms / 1000).toFixed(1)} s`,
      );
    }
  }
  const state = { index: buildMatchingIndex(await loadInvestorTable(app.db)) };
  app.log.info({ investors: state.index.size }, 'matching index ready');
  app.decorate('matching', {
    get index() {
      return state.index;
    },
    async reload() {
      state.index = buildMatchingIndex(await loadInvestorTable(app.db));
    },
  });
}

export default fp(matchingPlugin, { name: 'matching', dependencies: ['db'] });
