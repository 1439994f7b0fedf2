import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, trustProxyOption, type Config } from './config.js';
import { setUpSignIn } from './modules/auth/identity-provider.js';
import { createTokenService } from './modules/auth/jwt.js';
import { createLoginStateSealer } from './modules/auth/login-state.js';
import { resolveJwtSecret } from './modules/auth/secret.js';
import { createParserPool, type ParserPoolOptions } from './modules/parsing/parser-pool.js';
import { localCheckoutAccess } from './modules/payments/local-checkout-access.js';
import { choosePaymentProvider } from './modules/payments/payments.js';
import authPlugin from './plugins/auth.js';
import contractPlugin from './plugins/contract.js';
import { compiledSerializerCompiler } from './plugins/response-serializer.js';
import corsPlugin from './plugins/cors.js';
import type { DbHandle } from './db/client.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin, { answerFrameworkError } from './plugins/errors.js';
import mailPlugin from './plugins/mail.js';
import matchingPlugin from './plugins/matching.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import requestDeadlinePlugin from './plugins/request-deadline.js';
import requestLogPlugin from './plugins/request-log.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import storagePlugin from './plugins/storage.js';
import applicationRoutes from './routes/applications/index.js';
import authRoutes from './routes/auth/index.js';
import chatAssistantRoutes from './routes/chat-assistant/index.js';
import crmRoutes from './routes/crm/index.js';
import dataRoomRoutes from './routes/data-room/index.js';
import devIdpRoutes from './routes/dev-idp/index.js';
import documentRoutes from './routes/documents/index.js';
import earlyAccessRoutes from './routes/early-access/index.js';
import healthRoutes from './routes/health/index.js';
import investorRoutes from './routes/investor/index.js';
import introRoutes from './routes/intros/index.js';
import investorMatchRoutes from './routes/investor-matches/index.js';
import kudoRoutes from './routes/kudos/index.js';
import mailCatcherRoutes from './routes/mail-catcher/index.js';
import matchRoutes from './routes/matches/index.js';
import mediaRoutes from './routes/media/index.js';
import meRoutes from './routes/me/index.js';
import paymentRoutes from './routes/payments/index.js';
import storeInfoRoutes from './routes/me/store-info.js';
import videoPitchRoutes from './routes/video-pitch/index.js';
import { videoPlaybackLinks } from './modules/video-pitch/playback.js';

export type BuildAppOptions = {
  /** Replaces values read from the environment (tests: in-memory database, silent logs, small limits). */
  config?: Partial<Config>;
  /** Called for every route as it is registered (tests: every route must be in the contract). */
  onRoute?: (route: RouteOptions) => void;
  /** Replaces the PDF parser pool's settings (tests: a hook that kills a worker mid-job). */
  parserPool?: ParserPoolOptions;
  /** Where log lines go instead of stdout (tests: what the logs carry). */
  logStream?: { write(line: string): void };
  /** Opens the database instead of the config's (tests: an in-memory PGlite kept ready between apps). */
  openDatabase?: () => Promise<DbHandle>;
};

/** The whole API, ready to `listen()` or `inject()`. Nothing listens until the caller says so. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };

  // PGlite's first start (an initdb in WebAssembly) and the first start's corpus import can outlast Fastify's 10 s
  // default plugin timeout by far on a busy 2-core machine (over 60 s was seen with other builds running).
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    pluginTimeout: 300_000,
    // One access-log line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Above the contract's longest id (a Stripe session id, at most 200 characters): an unknown id is a 404, not a 414.
    routerOptions: { maxParamLength: 256 },
    trustProxy: trustProxyOption(config.trustProxy),
    // Off: Node's whole-request timeout cannot be widened per route, and a video upload needs longer. Bodies get
    // Pear's own deadline instead (plugins/request-deadline.ts); the headers keep Node's.
    requestTimeout: 0,
    http: {
      // Node's default is 60 s; it checks on this tick (30 s by default, which would let headers dribble for twice
      // as long). With requestTimeout 0 Node still checks headersTimeout.
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 1000),
    },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  try {
    // Order matters: the error handler, CORS and the rate limiter must be in place before any route.
    // First of all, the body deadline: it must be armed before any hook waits on anything.
    await app.register(requestDeadlinePlugin, { timeoutMs: config.requestTimeoutMs });
    await app.register(requestLogPlugin);
    await app.register(errorsPlugin);
    await app.register(securityHeadersPlugin, { apiPublicUrl: config.apiPublicUrl });
    // Before any route: it documents every route registered after it (OpenAPI at /docs).
    await app.register(contractPlugin, { apiPublicUrl: config.apiPublicUrl });
    await app.register(corsPlugin, { origins: config.corsOrigins });
    await app.register(rateLimitPlugin, {
      max: config.rateLimitMax,
      userLimits: { uploads: config.uploadRateLimitMax, actions: config.userRateLimitMax },
    });
    await app.register(dbPlugin, { config, open: options.openDatabase });
    await app.register(storagePlugin, { config });
    await app.register(mailPlugin, { config });

    const secret = await resolveJwtSecret(config);
    await app.register(authPlugin, { tokens: createTokenService(secret, config.jwtTtlSeconds) });
    // Signs the video pitch's playback links: the founder's routes and the investor's founder cards both hand them out.
    app.decorate('videoPlaybackLinks', videoPlaybackLinks(secret, config.apiPublicUrl));

    const { login, devIdp } = await setUpSignIn(config);
    if (devIdp) {
      await app.register(devIdpRoutes, { idp: devIdp, signInUrl: `${config.appUrl}/signin` });
    }
    if (app.mailCatcher) await app.register(mailCatcherRoutes, { catcher: app.mailCatcher });

    await app.register(healthRoutes);
    await app.register(authRoutes, { config, login, sealer: createLoginStateSealer(secret) });
    await app.register(matchingPlugin, { corpusDir: config.investorCorpusDir });
    await app.register(meRoutes);
    await app.register(matchRoutes, { llm: config.llm });
    await app.register(storeInfoRoutes);
    await app.register(crmRoutes);
    await app.register(dataRoomRoutes, { appUrl: config.appUrl });
    await app.register(investorRoutes);
    await app.register(investorMatchRoutes, { appUrl: config.appUrl });
    await app.register(introRoutes, { appUrl: config.appUrl });
    await app.register(kudoRoutes, { appUrl: config.appUrl });
    await app.register(applicationRoutes, { llm: config.llm });
    await app.register(mediaRoutes);
    await app.register(videoPitchRoutes);
    const parser = createParserPool({ maxQueued: config.parseQueueMax, ...options.parserPool });
    app.addHook('onClose', () => parser.close());
    await app.register(documentRoutes, { parser });
    await app.register(earlyAccessRoutes, { anonKey: config.baasAnonKey });
    const access = localCheckoutAccess(secret);
    await app.register(paymentRoutes, {
      provider: choosePaymentProvider(config, secret, access),
      access,
      appUrl: config.appUrl,
      secureCookies: config.apiPublicUrl.startsWith('https:'),
    });
    await app.register(chatAssistantRoutes, { llm: config.llm, rateLimitMax: config.chatRateLimitMax });
  } catch (error) {
    // Close what did start (the database above all) instead of leaking it.
    await app.close();
    throw error;
  }
  return app;
}
