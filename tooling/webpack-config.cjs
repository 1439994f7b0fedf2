// One webpack + Module Federation configuration for the shell and every remote, so the
// shared-singleton list, loaders and output naming cannot drift between teams.
const { createHash } = require('node:crypto');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const { PrerenderPlugin } = require('./prerender-plugin.cjs');

const rootDir = path.resolve(__dirname, '..');
const sharedPackage = require(path.join(rootDir, 'shared/package.json'));
const contractPackage = require(path.join(rootDir, 'contract/package.json'));
// What ts-loader emits: tsconfig.base.json's language settings, ES modules for webpack to bundle.
const webpackTsconfig = path.join(__dirname, 'tsconfig.webpack.json');

// Shared singletons (architecture §2): one React, one router, one store, one emotion cache.
// react-router is reached only through the @pear/shared/router singleton, so it is tree-shaken.
// Versions come from @pear/shared's manifest so every build asks for the same range (@pear/contract: its own).
// The host provides what its first render needs eagerly (inside main.js): one script instead of one request and
// one asynchronous share negotiation per shared module. Everything else it provides lazily — the API client (ky,
// @pear/shared/api), the contract's endpoint table with its schemas (@pear/contract), the file and dashboard parts of
// @pear/shared — so the landing page never loads them; a remote that imports one statically gets the host's copy
// through its own asynchronous share negotiation before its code runs. A request matching both a prefix (`…/`) and an
// exact key takes the exact key's settings, so new @pear/shared subpaths are lazy unless listed here.
const EAGER_IN_HOST = new Set([
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'zustand',
  'zustand/',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@emotion/cache',
  '@pear/shared/config',
  '@pear/shared/store',
  '@pear/shared/domain',
  '@pear/shared/ui',
  '@pear/shared/router',
  // The domain constants (plans, roles, CRM stages, limits) without a schema: zod stays off the first load.
  '@pear/contract/domain',
]);

function sharedSingletons({ eager = false } = {}) {
  const deps = sharedPackage.dependencies;
  // `version` too: subpath entries such as @emotion/react/jsx-runtime have no package.json of their own.
  const singleton = (name, version) => [
    name,
    {
      singleton: true,
      requiredVersion: version,
      version: version.replace(/^[\^~]/, ''),
      ...(eager && EAGER_IN_HOST.has(name) ? { eager: true } : {}),
    },
  ];
  const sharedSubpath = (subpath) => singleton(`@pear/shared/${subpath}`, sharedPackage.version);
  return Object.fromEntries([
    singleton('react', deps.react),
    singleton('react/', deps.react),
    singleton('react-dom', deps['react-dom']),
    singleton('react-dom/', deps['react-dom']),
    singleton('zustand', deps.zustand),
    singleton('zustand/', deps.zustand),
    singleton('ky', deps.ky),
    singleton('@emotion/react', deps['@emotion/react']),
    singleton('@emotion/react/', deps['@emotion/react']),
    singleton('@emotion/styled', deps['@emotion/styled']),
    singleton('@emotion/cache', deps['@emotion/cache']),
    ...['config', 'store', 'domain', 'ui', 'router'].map(sharedSubpath),
    sharedSubpath(''),
    singleton('@pear/contract', contractPackage.version),
    singleton('@pear/contract/domain', contractPackage.version),
    singleton('@pear/contract/', contractPackage.version),
  ]);
}

/**
 * The shell's runtime plugin that provides its federation runtime core to remotes (experiments.provideExternalRuntime)
 * requires the core's CommonJS build, a second copy beside the ES module build the runtime itself uses. Point it at
 * the same ES module build, so the page carries one runtime core.
 */
function federationRuntimeCoreAlias() {
  const coreDist = path.dirname(require.resolve('@module-federation/runtime-core')); // …/dist/index.cjs
  return { '@module-federation/runtime-tools/runtime-core$': path.join(coreDist, 'index.js') };
}

function reactRouterProductionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * @param {object} options
 * @param {string} options.name       federation container name (also output.uniqueName)
 * @param {string} options.dir        the package folder (__dirname of its webpack.config.cjs)
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]  remotes: exposed modules
 * @param {boolean} [options.isHost]  the shell: emits index.html and hosts the runtime plugins
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.prerender]  production builds: a Node entry exporting renderPages() (see @pear/shared/prerender)
 */
function createFederatedConfig({ name, dir, port, exposes, isHost = false, runtimePlugins = [], prerender }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote can be built into a versioned folder for an independent deploy (PEAR_OUT_DIR).
    const outputPath = process.env.PEAR_OUT_DIR ? path.resolve(process.env.PEAR_OUT_DIR) : path.join(dir, 'dist');
    const buildId = process.env.PEAR_BUILD_ID || `${name}-${new Date().toISOString().replace(/[:.]/g, '')}`;
    const browser = browserConfig({
      name,
      dir,
      port,
      exposes,
      isHost,
      runtimePlugins,
      production,
      outputPath,
      buildId,
    });
    if (!production || !prerender) return browser;
    return [browser, prerenderConfig({ name, dir, entry: prerender, isHost, outputPath, buildId })];
  };
}

/**
 * TypeScript + JSX (emotion's jsx runtime) through ts-loader, shared by the browser and the prerender builds.
 * transpileOnly: each file is compiled on its own (ts.transpileModule; tsconfig.base.json has isolatedModules), types
 * are checked by `npm run typecheck`, not here. Only our own packages' .ts/.tsx go through it (all our front-end
 * source is TypeScript; node_modules, including the generated federation entries in node_modules/.federation, is
 * plain JavaScript for webpack). Workspace packages reached through node_modules symlinks (@pear/shared,
 * @pear/contract) resolve to their real paths, outside node_modules, so they are compiled too.
 * Production builds (all eight in one process with `npm run build`) transpile each file once for all of them
 * (typescript-transpile-memo.cjs), which is why the prerender builds use the browser builds' options, source maps
 * included, though webpack drops them there.
 */
function scriptRule({ development = false } = {}) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    // @pear/contract is written NodeNext style: `./plans.js` in a .ts file means plans.ts. Only for requests
    // from our TypeScript, so a package in node_modules never has its .js swapped for a .ts beside it.
    resolve: { extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        onlyCompileBundledFiles: true,
        configFile: webpackTsconfig,
        ...(development
          ? { compilerOptions: { jsx: 'react-jsxdev' } }
          : // ts-loader warns that a compiler other than `typescript` "may or may not be compatible"; it is TypeScript.
            { compiler: path.join(__dirname, 'typescript-transpile-memo.cjs'), logLevel: 'error' }),
      },
    },
  };
}

function filesystemCache(dir, kind, outputPath) {
  return {
    type: 'filesystem',
    cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
    // One cache per output folder, so concurrent builds into different folders never share one.
    name: `${kind}-${createHash('sha1').update(outputPath).digest('hex').slice(0, 8)}`,
    buildDependencies: {
      config: [
        __filename,
        path.join(__dirname, 'prerender-plugin.cjs'),
        path.join(__dirname, 'typescript-transpile-memo.cjs'),
        webpackTsconfig,
        path.join(rootDir, 'tsconfig.base.json'),
      ],
    },
  };
}

/**
 * The prerender build: the package's prerender entry bundled for Node (no federation: one copy of everything), run
 * by PrerenderPlugin after the browser build of the same package (`dependencies`), with the same build id.
 */
function prerenderConfig({ name, dir, entry, isHost, outputPath, buildId }) {
  const bundleDir = path.join(
    dir,
    'node_modules/.cache/pear-prerender',
    createHash('sha1').update(outputPath).digest('hex').slice(0, 8),
  );
  return {
    name: `${name}-prerender`,
    dependencies: [name],
    context: dir,
    entry: { prerender: entry },
    mode: 'production',
    target: 'node20',
    devtool: false,
    output: { path: bundleDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['pear-source', '...'],
      alias: reactRouterProductionAliases(),
    },
    module: { rules: [scriptRule()] },
    optimization: { minimize: false, inlineExports: false },
    cache: filesystemCache(dir, 'prerender', outputPath),
    performance: { hints: false },
    plugins: [
      new DefinePlugin({ __PEAR_BUILD_ID__: JSON.stringify(buildId) }),
      new PrerenderPlugin({ outputPath, isHost, name, buildId }),
    ],
  };
}

function browserConfig({ name, dir, port, exposes, isHost, runtimePlugins, production, outputPath, buildId }) {
  return {
    name,
    context: dir,
    // Remotes need no page entry: the federation container (remoteEntry.js) is their entry.
    entry: isHost ? { main: './src/index.ts' } : {},
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath,
      // The host is served from the site root; remotes resolve chunks relative to their manifest.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Workspace packages export their TypeScript source under the `pear-source` condition (@pear/contract).
      conditionNames: ['pear-source', '...'],
      // react-router's package exports only its development build to bundlers; use the production one.
      alias: { ...(production ? reactRouterProductionAliases() : {}), ...(isHost ? federationRuntimeCoreAlias() : {}) },
    },
    module: { rules: [scriptRule({ development: !production })] },
    // webpack 5.110 can emit stale values from its filesystem cache with inlineExports (architecture §1).
    optimization: {
      inlineExports: false,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // SWC's minifier: several times faster than terser on CI's two cores, similar output size.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
          // .mjs assets are files a package ships already minified (pdf.js's 1 MB worker): emitted as they are.
          exclude: /\.mjs$/,
        }),
      ],
    },
    cache: filesystemCache(dir, production ? 'production' : 'development', outputPath),
    performance: { hints: false },
    plugins: [
      new DefinePlugin({ __PEAR_BUILD_ID__: JSON.stringify(buildId) }),
      new ModuleFederationPlugin({
        name,
        filename: exposes ? 'remoteEntry.js' : undefined,
        exposes,
        remotes: {},
        shared: sharedSingletons({ eager: isHost }),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        // One federation runtime per page: the shell provides its runtime core, and each remote's remoteEntry.js
        // uses it instead of bundling (and starting) a copy of its own. `target: 'web'` drops the runtime's Node
        // loaders from the browser bundles (the prerender builds run without federation); remotes load no remotes
        // of their own (lint forbids an app importing another), so their remote-loading runtime goes too.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
        },
      }),
      ...(isHost
        ? [
            // The template preloads the scripts and starts them itself (after the first paint of a prerendered page).
            new HtmlWebpackPlugin({
              template: path.join(dir, 'public/index.html'),
              inject: false,
              minify: production && {
                collapseWhitespace: true,
                keepClosingSlash: true,
                removeComments: true,
                removeRedundantAttributes: true,
                useShortDoctype: true,
                minifyJS: true,
              },
            }),
          ]
        : []),
    ],
    devServer: {
      port,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      static: isHost ? { directory: path.join(dir, 'public') } : false,
      // `npm run dev` writes the registry for the dev servers and names it in PEAR_APP_CONFIG_PATH.
      setupMiddlewares: (middlewares) => {
        if (isHost && process.env.PEAR_APP_CONFIG_PATH) {
          middlewares.unshift({
            name: 'app-config',
            path: '/app-config.json',
            middleware: (_req, res) => {
              res.setHeader('Cache-Control', 'no-cache');
              res.sendFile(path.resolve(process.env.PEAR_APP_CONFIG_PATH));
            },
          });
        }
        return middlewares;
      },
    },
  };
}

module.exports = { createFederatedConfig, sharedSingletons, rootDir };
