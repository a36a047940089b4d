// Editing a list of answer options within limits: the quiz and poll builders' options editor
// keeps its list between `min` and `max` entries (the buttons are disabled past them, and these
// refuse too).

/** The list with an empty option added at the end, unless it already has `max`. */
export function addOption(options: string[], max: number): string[] {
  return options.length >= max ? options : [...options, ''];
}

/** The list without the option at `index`, unless that would leave fewer than `min`. */
export function removeOption(options: string[], index: number, min: number): string[] {
  return options.length <= min ? options : options.filter((_, i) => i !== index);
}

/** The list with the option at `index` replaced by `value`. */
export function replaceOption(options: string[], index: number, value: string): string[] {
  return options.map((option, i) => (i === index ? value : option));
}
