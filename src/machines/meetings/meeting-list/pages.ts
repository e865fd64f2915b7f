/*
 * The list's rows as pages by number (spec section 9: page = floor(offset / limit) + 1), the way large lists
 * keep a window of them: row `i` is meeting `i % size` of page `pageAt(i)`, the pages the viewport covers
 * (and a margin) are fetched, and only `keptPages` of them stay, the farthest from the viewport dropped.
 */
import type { Meeting } from '../../../api-contract/meeting.ts';
import { pageAt } from '../../../services/meetings/meetings.ts';
import { meetingListPageSize as size } from './page-request.ts';

/** Loaded pages by number; a page absent is not loaded (its rows show as skeletons). */
export type Pages = Readonly<Record<number, readonly Meeting[]>>;

/** The rows the viewport shows, as the virtualiser reports them (0-based, inclusive). */
export type Viewport = { firstRow: number; lastRow: number };

/** Rows beyond the viewport, above and below, whose pages are fetched too, so a slow scroll meets loaded rows. */
const marginRows = 10;
/** The pages kept in memory: the window (about three) and the ones just left, however long the list. */
export const keptPages = 8;

const pageNumbers = (pages: Pages): number[] => Object.keys(pages).map(Number);

/** How many rows page `page` holds when `total` rows exist. */
const expectedLength = (page: number, total: number): number =>
  Math.max(0, Math.min(size, total - (page - 1) * size));

/** The meeting at a row, or undefined while its page is not loaded. */
export const meetingAtRow = (pages: Pages, row: number): Meeting | undefined =>
  pages[pageAt(row, size)]?.[row % size];

/** Every loaded meeting, page by page. */
export const loadedMeetings = (pages: Pages): Meeting[] =>
  pageNumbers(pages)
    .sort((a, b) => a - b)
    .flatMap((page) => pages[page] ?? []);

/** The pages the viewport covers with its margin, within the list's `total` rows, first to last. */
export function windowPages({ firstRow, lastRow }: Viewport, total: number): number[] {
  if (total <= 0) return [];
  const first = pageAt(Math.max(0, firstRow - marginRows), size);
  const last = pageAt(Math.min(total - 1, Math.max(firstRow, lastRow) + marginRows), size);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** The window's pages not loaded yet, the first visible one first. */
export function missingPages(pages: Pages, viewport: Viewport, total: number): number[] {
  const visible = pageAt(Math.max(0, viewport.firstRow), size);
  return windowPages(viewport, total)
    .filter((page) => pages[page] === undefined)
    .sort((a, b) => Math.abs(a - visible) - Math.abs(b - visible));
}

/** A fetched page in its place; beyond `keptPages`, the pages farthest from the viewport are dropped. */
export function withPage(
  pages: Pages,
  page: number,
  meetings: readonly Meeting[],
  viewport: Viewport,
): Pages {
  const next: Record<number, readonly Meeting[]> = { ...pages, [page]: meetings };
  const centre = pageAt(Math.max(0, Math.round((viewport.firstRow + viewport.lastRow) / 2)), size);
  const byDistance = pageNumbers(next).sort((a, b) => Math.abs(b - centre) - Math.abs(a - centre));
  for (const farthest of byDistance.slice(0, Math.max(0, byDistance.length - keptPages))) {
    delete next[farthest];
  }
  return next;
}

/** Meetings fetched again one by one replace their older copies where they stand. */
export function withReplaced(pages: Pages, updated: readonly Meeting[]): Pages {
  const byId = new Map(updated.map((meeting) => [meeting.id, meeting]));
  return Object.fromEntries(
    Object.entries(pages).map(([page, meetings]) => [page, meetings.map((m) => byId.get(m.id) ?? m)]),
  );
}

/** The row a meeting stands on, or undefined when its page is not loaded. */
export function rowOf(pages: Pages, meetingId: string): number | undefined {
  for (const page of pageNumbers(pages)) {
    const index = pages[page]?.findIndex((meeting) => meeting.id === meetingId) ?? -1;
    if (index >= 0) return (page - 1) * size + index;
  }
  return undefined;
}

/**
 * The rows after `row` moved by one (a meeting inserted at `row`, or the one at `row` removed), regrouped
 * into pages of a list of `total` rows. A page that no longer has every row known (its neighbour was not
 * loaded) is dropped, so it is fetched again when seen.
 */
function shifted(pages: Pages, row: number, change: { inserted: Meeting } | 'removed', total: number): Pages {
  const rows = new Map<number, Meeting>();
  for (const page of pageNumbers(pages)) {
    pages[page]?.forEach((meeting, index) => {
      const at = (page - 1) * size + index;
      if (at < row) rows.set(at, meeting);
      else if (change !== 'removed') rows.set(at + 1, meeting);
      else if (at > row) rows.set(at - 1, meeting);
    });
  }
  if (change !== 'removed') rows.set(row, change.inserted);
  const regrouped: Record<number, Meeting[]> = {};
  for (const page of new Set([...rows.keys()].map((at) => pageAt(at, size)))) {
    const first = (page - 1) * size;
    const length = expectedLength(page, total);
    const meetings = Array.from({ length }, (_, index) => rows.get(first + index));
    if (length > 0 && meetings.every((meeting) => meeting !== undefined)) regrouped[page] = meetings;
  }
  return regrouped;
}

/** A meeting just created goes to the top; what was loaded moves down one row. */
export const withAddedOnTop = (pages: Pages, meeting: Meeting, total: number): Pages =>
  shifted(pages, 0, { inserted: meeting }, total);

/** A deleted meeting leaves its row; the rows after it move up one. */
export const withoutRow = (pages: Pages, row: number, total: number): Pages =>
  shifted(pages, row, 'removed', total);
