import { describe, expect, it } from 'vitest';
import { closeOpenMarkup } from '@/features/chat/components/markdown/streaming-fixups';

describe('closeOpenMarkup (the block still being streamed)', () => {
  it.each([
    ['Hello **bo', 'Hello **bo**'],
    ['Hello **bold** and *it', 'Hello **bold** and *it*'],
    ['x ~~del', 'x ~~del~~'],
    ['**bold *it', '**bold *it***'],
    ['- item **x', '- item **x**'],
    ['> quoted **x', '> quoted **x**'],
    ['a `code', 'a `code`'],
    ['a `co*de', 'a `co*de`'],
    ['``a ` b', '``a ` b``'],
    ['snake_case **x ', 'snake_case **x** '],
    ['see [x](https://exa', 'see [x](https://exa)'],
  ])('closes what is open: %j', (raw, fixed) => {
    expect(closeOpenMarkup(raw)).toBe(fixed);
  });

  it.each([
    ['Hello **', 'Hello'],
    ['Hello `', 'Hello'],
    ['para\n-', 'para'],
    ['para\n==', 'para'],
    ['para\n#', 'para'],
    ['para\n``', 'para'],
  ])('hides a marker whose meaning is not known yet: %j', (raw, fixed) => {
    expect(closeOpenMarkup(raw)).toBe(fixed);
  });

  it.each([
    '2 * 3 = 6',
    '5*3 = 15',
    '* bullet',
    'a\\*b',
    '**done** and more',
    'see [x](https://a.b/c) done',
    '**a\nb',
  ])('leaves complete or non-markup text alone: %j', (raw) => {
    expect(closeOpenMarkup(raw)).toBe(raw);
  });
});
