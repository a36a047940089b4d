// Unit tests of the option-list helpers behind the quiz and poll builders' options editor.
import { describe, expect, it } from 'vitest';
import {
  addOption,
  removeOption,
  replaceOption,
} from '../../src/features/admin/timeline/option-list';

describe('option list', () => {
  it('adds an empty option at the end, up to the maximum', () => {
    expect(addOption(['Red', 'Green'], 3)).toEqual(['Red', 'Green', '']);
    expect(addOption(['Red', 'Green', 'Blue'], 3)).toEqual(['Red', 'Green', 'Blue']);
  });

  it('removes the option at an index, down to the minimum', () => {
    expect(removeOption(['Red', 'Green', 'Blue'], 1, 2)).toEqual(['Red', 'Blue']);
    expect(removeOption(['Red', 'Green'], 0, 2)).toEqual(['Red', 'Green']);
  });

  it('replaces only the option at an index', () => {
    expect(replaceOption(['Red', 'Green', 'Red'], 2, 'Blue')).toEqual(['Red', 'Green', 'Blue']);
  });
});
