// What partners must hear about: the operations that were removed or renamed between two OpenAPI
// documents, and the fields whose type changed or that disappeared. Each change has a key, the
// text in backticks that docs/api-changes.md must contain for the change to pass the check.

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface ApiChange {
  /** What docs/api-changes.md must contain, in backticks. */
  key: string;
  /** A sentence for a person. */
  description: string;
}

const METHODS = new Set(["get", "put", "post", "delete", "patch", "options", "head"]);

/** Each operation by its id (or "METHOD path" when it has none), with where it lives. */
function operations(doc: OpenApiDocument): Map<string, { route: string; operation: Operation }> {
  const found = new Map<string, { route: string; operation: Operation }>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const route = `${method.toUpperCase()} ${path}`;
      found.set(operation.operationId ?? route, { route, operation });
    }
  }
  return found;
}

/** A schema's type in words: "string", "integer|null", "enum(a,b)", "object", "array". */
function typeOf(schema: Schema, doc: OpenApiDocument): string {
  const resolved = resolve(schema, doc);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) return [...new Set(variants.map((variant) => typeOf(variant, doc)))].sort().join("|");
  if (resolved.enum) return `enum(${resolved.enum.map(String).join(",")})`;
  if (resolved.const !== undefined) return `const(${String(resolved.const)})`;
  const types = Array.isArray(resolved.type) ? [...resolved.type].sort().join("|") : (resolved.type ?? "any");
  const withFormat = resolved.format ? `${types}(${resolved.format})` : types;
  return resolved.nullable ? `${withFormat}|null` : withFormat;
}

function resolve(schema: Schema, doc: OpenApiDocument): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  return doc.components?.schemas?.[name] ?? {};
}

/** Every field under a schema, "a.b", "items[].c", with its type; nested as deep as the schema goes. */
export function fieldTypes(
  schema: Schema | undefined,
  doc: OpenApiDocument,
  prefix = "",
  depth = 0,
): Map<string, string> {
  const fields = new Map<string, string>();
  if (!schema || depth > 12) return fields;
  const resolved = resolve(schema, doc);
  if (prefix) fields.set(prefix, typeOf(resolved, doc));
  const objectLike = [resolved, ...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
  for (const part of objectLike) {
    const solid = resolve(part, doc);
    for (const [name, child] of Object.entries(solid.properties ?? {})) {
      for (const [field, type] of fieldTypes(child, doc, prefix ? `${prefix}.${name}` : name, depth + 1)) {
        if (!fields.has(field)) fields.set(field, type);
      }
    }
    if (solid.items) {
      for (const [field, type] of fieldTypes(solid.items, doc, `${prefix}[]`, depth + 1)) {
        if (!fields.has(field)) fields.set(field, type);
      }
    }
  }
  return fields;
}

/** The fields of an operation a partner sends or reads: "query.q", "body.date", "200.items[].price". */
function operationFields(operation: Operation, doc: OpenApiDocument): Map<string, string> {
  const fields = new Map<string, string>();
  for (const parameter of operation.parameters ?? []) {
    fields.set(`${parameter.in}.${parameter.name}`, parameter.schema ? typeOf(parameter.schema, doc) : "any");
  }
  const body = operation.requestBody?.content?.["application/json"]?.schema;
  for (const [field, type] of fieldTypes(body, doc, "body")) fields.set(field, type);
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!status.startsWith("2")) continue;
    const schema = response.content?.["application/json"]?.schema;
    for (const [field, type] of fieldTypes(schema, doc, status)) fields.set(field, type);
  }
  return fields;
}

const enumValues = (type: string): string[] | null => {
  const match = /^enum\((.*)\)(\|null)?$/.exec(type);
  return match ? (match[1] ?? "").split(",") : null;
};

/**
 * A field a caller sends (body, query, path) whose enum only gained values: every value a caller
 * sent before is still taken, so nothing breaks (a payment "credit" beside cash and UPI). An
 * answer's enum that gains values is still a change: a caller may not know how to show the new one.
 */
function acceptsMore(field: string, before: string, after: string): boolean {
  if (!/^(body|query|path)[.[]/.test(field)) return false;
  const old = enumValues(before);
  const now = enumValues(after);
  if (!old || !now || before.endsWith("|null") !== after.endsWith("|null")) return false;
  return old.every((value) => now.includes(value));
}

/** The changes from `before` to `after` that can break a caller, in a stable order. */
export function apiChanges(before: OpenApiDocument, after: OpenApiDocument): ApiChange[] {
  const changes: ApiChange[] = [];
  const old = operations(before);
  const now = operations(after);
  const nowByRoute = new Map([...now].map(([id, { route }]) => [route, id]));
  for (const [id, { route, operation }] of old) {
    const current = now.get(id);
    if (!current) {
      const renamedTo = nowByRoute.get(route);
      changes.push(
        renamedTo
          ? { key: `renamed ${id} -> ${renamedTo}`, description: `${route} is now called ${renamedTo}, not ${id}.` }
          : { key: `removed ${id}`, description: `${id} (${route}) is gone.` },
      );
      continue;
    }
    if (current.route !== route) {
      changes.push({ key: `moved ${id}`, description: `${id} moved from ${route} to ${current.route}.` });
    }
    const oldFields = operationFields(operation, before);
    const newFields = operationFields(current.operation, after);
    for (const [field, type] of oldFields) {
      const newType = newFields.get(field);
      if (newType === undefined) {
        changes.push({ key: `${id} ${field} removed`, description: `${id}: ${field} (${type}) is gone.` });
      } else if (newType !== type && !acceptsMore(field, type, newType)) {
        changes.push({ key: `${id} ${field} type`, description: `${id}: ${field} was ${type}, is ${newType}.` });
      }
    }
  }
  return changes;
}

/** The changes whose key docs/api-changes.md does not name in backticks. */
export function unnotedChanges(changes: ApiChange[], notes: string): ApiChange[] {
  return changes.filter((change) => !notes.includes(`\`${change.key}\``));
}
