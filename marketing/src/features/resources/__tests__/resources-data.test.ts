import { RESOURCE_CATEGORY_COUNT, RESOURCES_PER_CATEGORY } from '@pear/shared/domain';
import { MAX_RATING, RESOURCE_CATEGORIES, RESOURCE_STAGES, RESOURCES, resourcesIn } from '../data/resources';

describe('resources data', () => {
  it('has the seven spec categories in order', () => {
    expect(RESOURCE_CATEGORIES).toEqual([
      'Company Formation',
      'Legal Resources',
      'Events',
      'Online Courses',
      'Mentors Pairing',
      'Pitch Deck Critique',
      'Incubators & Competitions',
    ]);
    expect(RESOURCE_CATEGORIES).toHaveLength(RESOURCE_CATEGORY_COUNT);
  });

  it('has exactly four resources in every category (28 in all)', () => {
    for (const category of RESOURCE_CATEGORIES) {
      expect(resourcesIn(category)).toHaveLength(RESOURCES_PER_CATEGORY);
    }
    expect(RESOURCES).toHaveLength(RESOURCE_CATEGORY_COUNT * RESOURCES_PER_CATEGORY);
  });

  it('has unique names and unique https URLs', () => {
    expect(new Set(RESOURCES.map((resource) => resource.name)).size).toBe(RESOURCES.length);
    expect(new Set(RESOURCES.map((resource) => resource.url)).size).toBe(RESOURCES.length);
    for (const resource of RESOURCES) {
      const url = new URL(resource.url);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(/\.[a-z]{2,}$/);
    }
  });

  it('has ratings between 0 and 5 with one decimal, one-sentence descriptions and valid tags', () => {
    for (const resource of RESOURCES) {
      expect(resource.rating).toBeGreaterThan(0);
      expect(resource.rating).toBeLessThanOrEqual(MAX_RATING);
      expect(Number(resource.rating.toFixed(1))).toBe(resource.rating);
      expect(resource.description).toMatch(/^[A-Z0-9].{20,160}\.$/);
      expect(resource.description.slice(0, -1)).not.toMatch(/\.\s/);
      expect(resource.stages.length).toBeGreaterThan(0);
      expect(resource.stages.every((stage) => RESOURCE_STAGES.includes(stage))).toBe(true);
      expect(resource.topics.length).toBeGreaterThan(0);
    }
  });
});
