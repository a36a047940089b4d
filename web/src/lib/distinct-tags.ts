// Tags as cards, rows and the watch page list them: imported videos often carry the same tag in
// several spellings ("Lecture", "lecture") and their own type ("interactive" beside the
// Interactive badge), so each is shown once, case-insensitively, and never a label already shown.

/** The tags in their first spelling, without repeats or anything in `alreadyShown`. */
export function distinctTags(
  tags: readonly string[],
  alreadyShown: readonly (string | null | undefined)[] = [],
): string[] {
  const seen = new Set(alreadyShown.filter(Boolean).map((label) => label!.trim().toLowerCase()));
  const result: string[] = [];
  for (const tag of tags) {
    const key = tag.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(tag.trim());
  }
  return result;
}
