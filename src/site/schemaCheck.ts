import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import schema from '../../schemas/site.schema.json' with { type: 'json' };
import { didYouMean, type Problem } from './problems.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';
import type { SiteConfig } from '../generated/site-types';

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, verbose: true, discriminator: true, allowUnionTypes: true });
    addFormats(ajv);
    ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' }); // read by the type generator only
    compiled = ajv.compile(schema);
  }
  return compiled;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text', integer: 'a whole number', number: 'a number', boolean: 'true or false',
  array: 'a list (lines starting with "- ")', object: 'an entry with named fields', null: 'empty (null)',
};

function pathOf(error: ErrorObject): DataPath {
  if (!error.instancePath) return [];
  return error.instancePath.slice(1).split('/').map((s) => {
    const part = s.replace(/~1/g, '/').replace(/~0/g, '~');
    return /^\d+$/.test(part) ? Number(part) : part;
  });
}

function fieldName(path: DataPath): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return `"${path[i]}"`;
  return 'this value';
}

function plainMessage(error: ErrorObject, path: DataPath): string {
  const field = fieldName(path);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field === 'this value' ? 'this entry' : field} is missing the required field "${p.missingProperty}"`;
    case 'additionalProperties': {
      const allowed = Object.keys(((error.parentSchema as { properties?: object })?.properties) ?? {});
      const name = String(p.additionalProperty);
      const value = (error.data as Record<string, unknown>)?.[name];
      if (value === null && /\s/.test(name)) {
        return `"${name}" was read as a field name: a comma inside { … } splits the text there; put the whole text in quotes`;
      }
      return `unknown field "${name}"${didYouMean(name, allowed)}; allowed here: ${allowed.join(', ')}`;
    }
    case 'type': {
      const want = String(p.type).split(',').map((t) => TYPE_WORDS[t] ?? t).join(' or ');
      return `${field} should be ${want}`;
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      return `${field} must be one of ${allowed.join(', ')}${didYouMean(String(error.data), allowed.map((a) => a.replace(/"/g, '')))}`;
    }
    case 'const':
      return `${field} must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern': {
      const desc = (error.parentSchema as { description?: string })?.description;
      return `${field} has the wrong form: ${JSON.stringify(error.data)}${desc ? ` (expected: ${desc})` : ''}`;
    }
    case 'format':
      return `${field} is not a valid ${p.format}: ${JSON.stringify(error.data)}`;
    case 'minLength':
      return p.limit === 1 ? `${field} must not be empty` : `${field} is too short: at least ${p.limit} characters (now ${String(error.data).length})`;
    case 'maxLength':
      return `${field} is too long: at most ${p.limit} characters (now ${String(error.data).length})`;
    case 'minItems':
      return `${field} needs at least ${p.limit} item${p.limit === 1 ? '' : 's'}`;
    case 'minimum':
    case 'maximum':
      return `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${p.limit}`;
    case 'discriminator':
      return p.error === 'tag'
        ? 'this section needs a "type" (text)'
        : `unknown section type ${JSON.stringify(p.tagValue)}`;
    case 'propertyNames':
      return `the name ${JSON.stringify(p.propertyName)} is not allowed here: use letters and digits, starting with a small letter`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

/** Validates the parsed data against schemas/site.schema.json; returns problems in plain words. */
export function checkSchema(source: YamlSource): { problems: Problem[]; site?: SiteConfig } {
  const validate = validator();
  if (validate(source.data)) return { problems: [], site: source.data as SiteConfig };
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'if') continue; // the branch's own errors say what is wrong
    if (error.keyword === 'pattern' && error.propertyName) continue;
    let path = pathOf(error);
    let key = false;
    if (error.keyword === 'additionalProperties') {
      path = [...path, String((error.params as { additionalProperty: string }).additionalProperty)];
      key = true;
    }
    if (error.keyword === 'propertyNames') {
      path = [...path, String((error.params as { propertyName: string }).propertyName)];
      key = true;
    }
    if (error.keyword === 'discriminator') {
      path = [...path, 'type'];
      if (error.params && (error.params as { tagValue?: unknown }).tagValue !== undefined) {
        const allowed = (((error.parentSchema as { oneOf?: { $ref: string }[] }).oneOf) ?? [])
          .map((r) => {
            const def = r.$ref.split('/').pop()!;
            return ((schema as unknown as { $defs: Record<string, { properties: { type: { const: string } } }> }).$defs[def].properties.type.const);
          });
        const pos = source.positionOf(path);
        const value = String((error.params as { tagValue: unknown }).tagValue);
        problems.push({ ...pos, message: `unknown section type "${value}"${didYouMean(value, allowed)}; section types: ${allowed.join(', ')}` });
        continue;
      }
    }
    const pos = source.positionOf(path, { key });
    const message = plainMessage(error, path);
    const dedupe = `${pos.line}:${pos.col}:${message}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    problems.push({ ...pos, message });
  }
  return { problems };
}
