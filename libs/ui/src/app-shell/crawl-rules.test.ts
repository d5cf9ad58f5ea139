import { INDEXED_PAGE_PATHS, PRIVATE_PAGE_SEGMENTS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { collectFeatureRoutes } from './feature-routes';

// The gateway's robots.txt and sitemap read libs/contract's page lists (decision 245); the
// screens and their login guards are declared here. These hold the two to one answer.
const firstSegment = (path: string) => path.split('/')[0] ?? '';

describe('crawl rules and the declared screens', () => {
  const routes = collectFeatureRoutes();

  it('keeps search engines out of every screen that needs a signed-in customer', () => {
    const uncovered = routes
      .filter((route) => route.requiresLogin)
      .map((route) => route.path)
      .filter((path) => !PRIVATE_PAGE_SEGMENTS.includes(firstSegment(path)));
    expect(uncovered).toEqual([]);
  });

  it('lists in the sitemap only public screens that exist', () => {
    for (const path of INDEXED_PAGE_PATHS) {
      const route = routes.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      expect(route?.requiresLogin ?? false, path).toBe(false);
      expect(PRIVATE_PAGE_SEGMENTS, path).not.toContain(firstSegment(path));
    }
  });

  it('names private segments that are screens', () => {
    const segments = new Set(routes.map((route) => firstSegment(route.path)));
    expect(PRIVATE_PAGE_SEGMENTS.filter((segment) => !segments.has(segment))).toEqual([]);
  });
});
