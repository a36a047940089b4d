// Unit tests of the tag helper every card, row and the watch page list tags through.
import { describe, expect, it } from 'vitest';
import { distinctTags } from '../../src/lib/distinct-tags';

describe('distinctTags', () => {
  it('keeps each tag once, case-insensitively, in its first spelling and order', () => {
    expect(distinctTags(['Lecture', 'lecture', 'Maths', 'LECTURE', 'maths', 'Physics'])).toEqual([
      'Lecture',
      'Maths',
      'Physics',
    ]);
  });

  it('drops labels already shown beside the tags (the type chip, the Interactive badge)', () => {
    expect(distinctTags(['Lecture', 'lecture', 'interactive', 'calculus'], ['lecture'])).toEqual([
      'interactive',
      'calculus',
    ]);
    expect(
      distinctTags(['Lecture', 'lecture', 'interactive', 'calculus'], ['Interactive', 'Lecture']),
    ).toEqual(['calculus']);
  });

  it('ignores a missing type, blank tags and surrounding spaces', () => {
    expect(distinctTags([' art ', 'Art', '  ', ''], [null, undefined])).toEqual(['art']);
  });
});
