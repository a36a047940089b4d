// Build-only: lets the bundler drop the shared contract's zod schemas the SPA does not use.
// The SPA imports a few constants and link helpers from @lumen/contract; the schemas beside
// them are top-level calls (z.object(...)...), which a bundler must keep as possible side
// effects, and with them all of zod. This wraps each top-level `const` whose value calls zod
// in a /*#__PURE__*/ IIFE, so an unused schema is removed like any unused constant.
import type { Plugin } from 'vite';

const CONTRACT_FILE = /[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;
const STATEMENT_START = /^(export |const |let |function |import |type |interface |\/\/|\/\*)/;
const CONST_DECL = /^((?:export )?const [A-Za-z_$][\w$]*(?:: [^=]+)?) = ([\s\S]*?);?\s*$/;

export function wrapTopLevelSchemas(source: string): string {
  const lines = source.split('\n');
  const statements: string[][] = [];
  for (const line of lines) {
    if (statements.length === 0 || STATEMENT_START.test(line)) statements.push([line]);
    else statements[statements.length - 1]!.push(line);
  }
  return statements
    .map((block) => {
      const text = block.join('\n');
      const match = CONST_DECL.exec(text);
      if (!match || !/\b(z|trimmed|optionalText|nonEmpty|token|seconds)\b[.(]/.test(match[2]!)) return text;
      const trailing = text.match(/\s*$/)![0];
      return `${match[1]} = /*#__PURE__*/ (() => (${match[2]!.trim()}))();${trailing}`;
    })
    .join('\n');
}

export function pureContractSchemas(): Plugin {
  return {
    name: 'lumen:pure-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id.split('?')[0]!)) return null;
      return { code: wrapTopLevelSchemas(code), map: null };
    },
  };
}
