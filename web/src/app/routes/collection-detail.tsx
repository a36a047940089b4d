export function Component() {
  return <div className="mx-auto max-w-7xl px-4 py-10"><h1 className="text-2xl font-bold">collection-detail</h1></div>;
}
