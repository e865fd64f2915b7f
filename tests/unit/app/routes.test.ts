import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes.ts';
import { routePatterns } from '../../../src/domain/route-paths.ts';

// The types make every table path a known pattern; this keeps the other direction: no pattern without a route.
describe('the route table and the path patterns', () => {
  it('name the same addresses, each once', () => {
    const tablePaths = routes.map((route) => route.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].toSorted()).toEqual([...routePatterns].toSorted());
  });
});
