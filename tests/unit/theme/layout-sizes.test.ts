import { expect, it } from 'vitest';
import { layoutSizes, pagePadding } from '../../../src/theme/layout-sizes.ts';

it('uses the layout sizes of spec section 9', () => {
  expect(layoutSizes).toEqual({
    sideNavWidth: 290,
    sideNavCollapsedWidth: 80,
    splitSideNavMiniWidth: 80,
    stackedSideNavSecondaryWidth: 270,
    headerHeight: 64,
  });
  expect(pagePadding).toEqual({ base: 16, md: 32, mdBreakpoint: 768 });
});
