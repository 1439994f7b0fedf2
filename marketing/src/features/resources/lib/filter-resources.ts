import type { Resource, ResourceCategory } from '../data/resources';

/** Case-insensitive search on name and description, optionally within one category. */
export const filterResources = (
  resources: readonly Resource[],
  query: string,
  category: ResourceCategory | null,
): Resource[] => {
  const needle = query.trim().toLowerCase();
  return resources.filter(
    (resource) =>
      (category === null || resource.category === category) &&
      (needle === '' ||
        resource.name.toLowerCase().includes(needle) ||
        resource.description.toLowerCase().includes(needle)),
  );
};
