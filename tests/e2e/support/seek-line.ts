import { expect, type Locator } from './test.ts';

/** Clicks a transcript line's time and waits until the player stands within that second; returns it. */
export async function seekToLine(line: Locator, player: Locator): Promise<number> {
  const [minutes, seconds] = ((await line.locator('time').textContent()) ?? '').split(':').map(Number);
  const second = minutes! * 60 + seconds!;
  expect(second).toBeGreaterThan(0);
  await line
    .getByRole('button', { name: new RegExp(`^${minutes}:${String(seconds).padStart(2, '0')}`) })
    .click();
  await expect
    .poll(() => player.evaluate((element: HTMLMediaElement) => Math.floor(element.currentTime)))
    .toBe(second);
  return second;
}
