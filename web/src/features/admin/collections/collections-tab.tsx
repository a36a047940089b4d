export function CollectionsTab() {
  return null;
}
