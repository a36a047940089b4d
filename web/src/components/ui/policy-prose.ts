// The look of a policy's body, written here or stored by an admin as Markdown (whose HTML has
// headings, lists, tables, links, quotes and rules): the privacy and cookie pages and the
// admin's preview of them.
export const POLICY_PROSE = [
  'space-y-6 text-zinc-300',
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-white',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-white',
  '[&_li]:ml-5 [&_li]:list-disc [&_ol>li]:list-decimal [&_ol]:space-y-2 [&_ul]:space-y-2',
  '[&_p]:leading-relaxed',
  '[&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-t [&_td]:border-white/10 [&_td]:py-2 [&_td]:pr-3 [&_td]:align-top [&_th]:pr-3 [&_th]:pb-2 [&_th]:text-white',
  '[&_code]:rounded [&_code]:bg-white/10 [&_code]:px-1 [&_code]:text-xs',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-white/20 [&_blockquote]:pl-4 [&_hr]:border-white/10',
  '[&_a]:text-violet-300 [&_a]:underline [&_a:hover]:text-violet-200',
].join(' ');
