const { createFederatedConfig } = require('../tooling/webpack-config.cjs');

module.exports = createFederatedConfig({
  name: 'onboarding',
  dir: __dirname,
  port: Number(process.env.PORT || 3002),
  exposes: { './routes': './src/app/routes.tsx' },
});
