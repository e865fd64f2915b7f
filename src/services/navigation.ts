/**
 * Leaves the app for another address (a provider's consent page): the page unloads, so whatever called this
 * resolves only if the browser stays. One place for it, so tests replace it instead of the window's own
 * `location`, which a real browser (and jsdom) does not let anyone redefine.
 */
export function leaveAppFor(address: string): void {
  window.location.assign(address);
}
