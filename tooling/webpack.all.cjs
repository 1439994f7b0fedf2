// All six front-end builds in one webpack process (used by `npm run build`).
const configs = ['shell', 'marketing', 'onboarding', 'founder-dashboard', 'investor-dashboard', 'billing'].map(
  (dir) => require(`../${dir}/webpack.config.cjs`),
);

module.exports = (env, argv) => {
  const all = configs.map((config) => config(env, argv));
  all.parallelism = 2;
  return all;
};
