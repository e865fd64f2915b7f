/**
 * libfaketime's variables (`faketime` sets LD_PRELOAD to its library and FAKETIME to the shift): what moves a
 * process's clock in the moved-clock runs. Child processes that must share the test's clock keep them; the
 * browser, which libfaketime slows thirtyfold, is started without them.
 */
export function isFaketimeVariable(name: string, value: string | undefined): value is string {
  return (
    value !== undefined &&
    (name.startsWith('FAKETIME') || (name === 'LD_PRELOAD' && value.includes('libfaketime')))
  );
}
