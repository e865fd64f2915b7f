/** Layout sizes of spec section 9, in pixels. */
export const layoutSizes = {
  sideNavWidth: 290,
  sideNavCollapsedWidth: 80,
  splitSideNavMiniWidth: 80,
  stackedSideNavSecondaryWidth: 270,
  headerHeight: 64,
} as const;

/** The spec's `px-4 md:px-8`: 16px page padding, 32px from the md breakpoint (768px). */
export const pagePadding = { base: 16, md: 32, mdBreakpoint: 768 } as const;

export const mediaMd = `@media (min-width: ${pagePadding.mdBreakpoint}px)`;
/** Below the md breakpoint: phones. The query alone, for `matchMedia`. */
export const belowMdQuery = `(max-width: ${pagePadding.mdBreakpoint - 0.02}px)`;
export const mediaBelowMd = `@media ${belowMdQuery}`;
