// All six front-end builds in one webpack process (used by `npm run build`). A package's config may return
// several (its browser build, then the Node build that prerenders its pages from it).
const configs = ['shell', 'marketing', 'onboarding', 'founder-dashboard', 'investor-dashboard', 'billing'].map((dir) =>
  require(`../${dir}/webpack.config.cjs`),
);

module.exports = (env, argv) => {
  const all = configs.flatMap((config) => config(env, argv));
  all.parallelism = 2;
  return all;
};
