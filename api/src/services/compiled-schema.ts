// A zod schema compiled into one straight-line function, for the ingest's hot path: zod walks
// its schema tree through generic, polymorphic steps on every call, which cost the ingest a share
// of its CPU (docs/decisions/0009-ingest-hot-path.md).
//
// The compiled function only ever says "valid, and here is zod's output" or "not sure". It
// mirrors zod's own steps (types, optional and default keys, unknown keys stripped, unions in
// order) and runs each of the schema's checks through the check's own code, so lengths, formats
// and refinements mean exactly what they mean in zod. Anything else it answers NOT_SURE, and the
// caller asks zod, which then gives the verdict and its messages: a refused body costs a zod
// parse, an accepted one does not. A schema using a zod feature not mirrored here does not
// compile at all (UnsupportedSchemaError), and zod alone checks it.
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

export const NOT_SURE: unique symbol = Symbol('not sure');

export class UnsupportedSchemaError extends Error {}

/** The parts of zod's internals (`schema._zod`) the compiler reads. */
interface ZodInternals {
  def: {
    type: string;
    checks?: ZodCheckLike[];
    coerce?: boolean;
    [key: string]: unknown;
  };
  traits: Set<string>;
  optin?: 'optional' | 'defaulted';
  optout?: 'optional';
  values?: Set<unknown>;
}
interface ZodCheckLike {
  _zod: {
    def: { when?: (payload: Payload) => boolean };
    check: (payload: Payload) => unknown;
  };
}
interface Payload {
  value: unknown;
  issues: unknown[];
}
type Schema = { _zod: ZodInternals };

class Emitter {
  readonly lines: string[] = [];
  readonly refs: unknown[] = [];
  private names = 0;

  ref(value: unknown): string {
    this.refs.push(value);
    return `R[${this.refs.length - 1}]`;
  }

  name(prefix: string): string {
    return `${prefix}${this.names++}`;
  }

  line(code: string) {
    this.lines.push(code);
  }
}

const FAIL = 'return NOT_SURE;';

function internals(schema: unknown): ZodInternals {
  const zod = (schema as Schema | undefined)?._zod;
  if (!zod?.def) throw new UnsupportedSchemaError('not a zod schema');
  return zod;
}

/** The schema's checks in zod's order: the schema itself first when it is one (formats). */
function checksOf(zod: ZodInternals, schema: unknown): ZodCheckLike[] {
  const own = zod.def.checks ?? [];
  return zod.traits.has('$ZodCheck') ? [schema as ZodCheckLike, ...own] : own;
}

/** Runs each check on the shared payload P, as zod's runChecks does when nothing has failed. */
function emitChecks(e: Emitter, checks: ZodCheckLike[], value: string) {
  for (const check of checks) {
    const ref = e.ref(check._zod);
    e.line(`P.value = ${value};`);
    const when = check._zod.def.when ? `if (${ref}.def.when(P)) ` : '';
    e.line(`${when}{ if (${ref}.check(P) instanceof Promise || P.issues.length !== 0) ${FAIL} }`);
    e.line(`${value} = P.value;`);
  }
}

/** Emits code that checks the value in `input` and leaves zod's output in the returned variable. */
function emit(e: Emitter, schema: unknown, input: string): string {
  const zod = internals(schema);
  const { def } = zod;
  const out = e.name('v');
  e.line(`let ${out} = ${input};`);
  if (def.coerce) throw new UnsupportedSchemaError('coercion');
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      e.line(
        def.type === 'number'
          ? `if (typeof ${out} !== 'number' || !Number.isFinite(${out})) ${FAIL}`
          : `if (typeof ${out} !== '${def.type}') ${FAIL}`,
      );
      break;
    case 'enum':
    case 'literal':
      if (!zod.values) throw new UnsupportedSchemaError(`${def.type} without values`);
      e.line(`if (!${e.ref(zod.values)}.has(${out})) ${FAIL}`);
      break;
    case 'unknown':
    case 'any':
      break;
    case 'nullable':
      e.line(`if (${out} !== null) {`);
      e.line(`${out} = ${emit(e, def.innerType, out)};`);
      e.line('}');
      break;
    case 'optional': {
      if (internals(def.innerType).optin === 'defaulted')
        throw new UnsupportedSchemaError('optional around a default');
      e.line(`if (${out} !== undefined) {`);
      e.line(`${out} = ${emit(e, def.innerType, out)};`);
      e.line('}');
      break;
    }
    case 'default': {
      const defaults = e.ref(def);
      e.line(`if (${out} === undefined) ${out} = ${defaults}.defaultValue; else {`);
      e.line(`${out} = ${emit(e, def.innerType, out)};`);
      e.line(`if (${out} === undefined) ${out} = ${defaults}.defaultValue;`);
      e.line('}');
      break;
    }
    case 'pipe':
      e.line(`${out} = ${emit(e, def.out, emit(e, def.in, out))};`);
      break;
    case 'transform': {
      const transform = e.ref(def.transform);
      e.line(`P.value = ${out};`);
      e.line(`${out} = ${transform}(${out}, P);`);
      e.line(`if (${out} instanceof Promise || P.issues.length !== 0) ${FAIL}`);
      break;
    }
    case 'object':
      emitObject(e, zod, out);
      break;
    case 'record':
      emitRecord(e, zod, out);
      break;
    case 'array': {
      const items = e.name('a');
      const i = e.name('i');
      e.line(`if (!Array.isArray(${out})) ${FAIL}`);
      e.line(`const ${items} = new Array(${out}.length);`);
      e.line(`for (let ${i} = 0; ${i} < ${out}.length; ${i}++) {`);
      e.line(`${items}[${i}] = ${emit(e, def.element, `${out}[${i}]`)};`);
      e.line('}');
      e.line(`${out} = ${items};`);
      break;
    }
    case 'union': {
      if (def.inclusive === false || def.discriminator !== undefined)
        throw new UnsupportedSchemaError('exclusive or discriminated union');
      const options = (def.options as unknown[]).map((option) => e.ref(compileFunction(option)));
      const chosen = e.name('u');
      e.line(`let ${chosen} = NOT_SURE;`);
      for (const option of options)
        e.line(`if (${chosen} === NOT_SURE) ${chosen} = ${option}(${out});`);
      e.line(`if (${chosen} === NOT_SURE) ${FAIL}`);
      e.line(`${out} = ${chosen};`);
      break;
    }
    default:
      throw new UnsupportedSchemaError(`zod type ${def.type}`);
  }
  emitChecks(e, checksOf(zod, schema), out);
  return out;
}

/** zod's object: declared keys in order (optional ones only when present), unknown keys dropped. */
function emitObject(e: Emitter, zod: ZodInternals, value: string) {
  const { def } = zod;
  const catchall = def.catchall === undefined ? undefined : internals(def.catchall).def.type;
  if (catchall !== undefined && catchall !== 'never')
    throw new UnsupportedSchemaError('object with a catch-all');
  const shape = def.shape as Record<string, unknown>;
  const keys = Object.keys(shape);
  if (Object.getOwnPropertySymbols(shape).length > 0 || keys.includes('__proto__'))
    throw new UnsupportedSchemaError('object with symbol or __proto__ keys');
  const result = e.name('o');
  e.line(
    `if (typeof ${value} !== 'object' || ${value} === null || Array.isArray(${value})) ${FAIL}`,
  );
  if (catchall === 'never') {
    const declared = e.ref(new Set(keys));
    e.line(`for (const k in ${value}) if (!${declared}.has(k)) ${FAIL}`);
  }
  e.line(`const ${result} = {};`);
  for (const key of keys) {
    const field = internals(shape[key]);
    const k = JSON.stringify(key);
    const present = e.name('p');
    e.line(`const ${present} = ${value}[${k}] !== undefined || ${k} in ${value};`);
    const optionalOut = field.optout === 'optional';
    // An absent key that may stay absent contributes nothing (zod's handlePropertyResult).
    if (optionalOut && field.optin === 'optional') e.line(`if (${present}) {`);
    else e.line('{');
    if (field.optin === undefined) e.line(`if (!${present}) ${FAIL}`);
    const parsed = emit(e, shape[key], `${value}[${k}]`);
    const keepUndefined = field.optin === 'defaulted' && !optionalOut ? 'true' : `${present}`;
    e.line(
      `if (${parsed} !== undefined) ${result}[${k}] = ${parsed}; else if (${keepUndefined}) ${result}[${k}] = undefined;`,
    );
    e.line('}');
  }
  e.line(`${value} = ${result};`);
}

/** zod's record over a key schema that lists no values (any key the key schema accepts). */
function emitRecord(e: Emitter, zod: ZodInternals, value: string) {
  const { def } = zod;
  if (internals(def.keyType).values || def.mode === 'loose')
    throw new UnsupportedSchemaError('record over listed keys, or loose');
  const result = e.name('r');
  const key = e.name('k');
  // Plain objects only (zod accepts a few other shapes; they are left to zod).
  e.line(
    `if (typeof ${value} !== 'object' || ${value} === null || Array.isArray(${value})) ${FAIL}`,
  );
  e.line(
    `{ const proto = Object.getPrototypeOf(${value}); if (proto !== Object.prototype && proto !== null) ${FAIL} }`,
  );
  e.line(`if (Object.getOwnPropertySymbols(${value}).length !== 0) ${FAIL}`);
  e.line(`const ${result} = {};`);
  e.line(`for (const ${key} of Object.keys(${value})) {`);
  e.line(`if (${key} === '__proto__') continue;`);
  const outKey = emit(e, def.keyType, key);
  e.line(`if (${outKey} === '__proto__') continue;`);
  e.line(`${result}[${outKey}] = ${emit(e, def.valueType, `${value}[${key}]`)};`);
  e.line('}');
  e.line(`${value} = ${result};`);
}

type Compiled = (input: unknown) => unknown;

function compileFunction(schema: unknown): Compiled {
  const e = new Emitter();
  const out = emit(e, schema, 'input');
  // Every step returns as soon as a check leaves an issue, so P.issues is empty on the way
  // through; only a previous call's refusal can have left issues in it.
  const body = `return function compiled(input) {\nif (P.issues.length !== 0) P.issues = [];\n${e.lines.join('\n')}\nreturn ${out};\n};`;
  // The shared payload is safe: a compiled function runs to its end without yielding.
  const payload: Payload = { value: undefined, issues: [] };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point: one function per schema
  const define = new Function('R', 'P', 'NOT_SURE', body) as (
    refs: unknown[],
    shared: Payload,
    notSure: typeof NOT_SURE,
  ) => Compiled;
  return define(e.refs, payload, NOT_SURE);
}

/**
 * The schema as one function: zod's output for input it is sure is valid, else NOT_SURE.
 * Throws UnsupportedSchemaError for a schema using a zod feature it does not mirror.
 */
export function compileSchema<S extends z.ZodType>(
  schema: S,
): (input: unknown) => z.output<S> | typeof NOT_SURE {
  return compileFunction(schema) as (input: unknown) => z.output<S> | typeof NOT_SURE;
}

/**
 * Fastify's validator compiler for zod schemas: the compiled function first, zod (with its
 * messages) when that is not sure or the schema does not compile.
 */
export const compiledValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const byZod = validatorCompiler(route);
  let compiled: Compiled;
  try {
    compiled = compileFunction(route.schema);
  } catch (error) {
    if (error instanceof UnsupportedSchemaError) return byZod;
    throw error;
  }
  return (data) => {
    const value = compiled(data);
    return value === NOT_SURE ? byZod(data) : { value };
  };
};
