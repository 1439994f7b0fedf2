const { createFederatedConfig } = require('../tooling/webpack-config.cjs');

module.exports = createFederatedConfig({
  name: 'billing',
  dir: __dirname,
  port: Number(process.env.PORT || 3005),
  exposes: { './routes': './src/app/routes.tsx' },
});
