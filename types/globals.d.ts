/** Injected by webpack's DefinePlugin (tooling/webpack-config.cjs): identifies the deployed build. */
declare const __PEAR_BUILD_ID__: string;
