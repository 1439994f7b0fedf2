export { ResourcesDirectory } from './components/resources-directory';
export {
  RESOURCES_PAGE_DESCRIPTION,
  RESOURCES_PAGE_PATH,
  RESOURCES_PAGE_TITLE,
  ResourcesPage,
} from './components/resources-page';
export { RESOURCE_CATEGORIES, RESOURCES } from './data/resources';
export type { Resource, ResourceCategory } from './data/resources';
