import { useEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the end counts as "at the bottom". */
const SLACK_PX = 48;
/** A scroll this soon after a wheel, touch, key or pointer press is the reader's, not the list's own. */
const INTENT_MS = 400;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

const scrollToEnd = (element: HTMLElement | null) => element?.scrollTo({ top: element.scrollHeight });

/**
 * Follows new content only while the reader is at the bottom. Only the reader's own scrolling (wheel,
 * touch, keys, scrollbar) stops the following: the virtualizer's corrections after measuring a row
 * also scroll, and must not. Scrolling back down, `jumpToLatest` or `follow` resume it. The page mounts
 * a fresh list per chat, so a chat opens at its latest message.
 */
export function useStickToBottom(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const stuck = useRef(true);
  const [atBottom, setAtBottom] = useState(true);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let intentAt = -Infinity;
    const intent = () => {
      intentAt = performance.now();
    };
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) intent();
    };
    const onScroll = () => {
      const bottom = element.scrollHeight - element.scrollTop - element.clientHeight <= SLACK_PX;
      if (bottom) stuck.current = true;
      else if (performance.now() - intentAt < INTENT_MS) stuck.current = false;
      else if (stuck.current) scrollToEnd(element);
      setAtBottom(bottom || stuck.current);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('wheel', intent, { passive: true });
    element.addEventListener('touchmove', intent, { passive: true });
    // The scrollbar: a press on the scroller itself, not on a button inside it.
    const onPointer = (event: PointerEvent) => {
      if (event.target === element) intent();
    };
    element.addEventListener('pointerdown', onPointer);
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('wheel', intent);
      element.removeEventListener('touchmove', intent);
      element.removeEventListener('pointerdown', onPointer);
      element.removeEventListener('keydown', onKey);
    };
  }, [scroller]);

  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (stuck.current) scrollToEnd(scroller.current);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [content, scroller]);

  /** Resumes following (the scroll event that follows updates `atBottom`). */
  const follow = () => {
    stuck.current = true;
    scrollToEnd(scroller.current);
  };

  const jumpToLatest = () => {
    follow();
    setAtBottom(true);
  };

  return { atBottom, jumpToLatest, follow };
}
