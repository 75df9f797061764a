import type { Browser, Page } from 'playwright-core';
import { mainThreadMetrics, type TraceEvent } from '../chat-render-page/trace-metrics';

export const LONG_TASK_MS = 50;
const WHEEL_STEPS = 60;

/**
 * Scrolls `selector` as a person would (sixty wheel steps of 1,500 px, each awaited to the next frame), then
 * jumps to the middle and the end, tracing only the scroll; the trace's main-thread numbers.
 */
export async function tracedScroll(browser: Browser, page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const frame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  for (let step = 0; step < WHEEL_STEPS; step++) {
    await page.mouse.wheel(0, 1500);
    await frame();
  }
  for (const share of [0.5, 1]) {
    await page.locator(selector).evaluate((element, share) => {
      element.scrollTop = (element.scrollHeight - element.clientHeight) * share;
    }, share);
    await frame();
    await frame();
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return mainThreadMetrics(trace.traceEvents, LONG_TASK_MS, 'none');
}
