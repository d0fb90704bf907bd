import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { de } from "~/i18n/de";
import { deRoles } from "~/i18n/roles";
import { CAPABILITIES, ROLE_LABELS, ROLES, type Capability } from "~/lib/access";

/**
 * The German reference page of the API (/api/docs for browsers): plain server HTML rendered from
 * the OpenAPI document, no script, no external file. Endpoints grouped by tag, then the data
 * models the endpoints refer to.
 */

const t = de.apiDocs;

type Schema = {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  /** The role matrix's entry (openapi-access.server.ts); the description's first line names it. */
  "x-capability"?: string;
  parameters?: Parameter[];
  requestBody?: {
    description?: string;
    content?: Record<string, { schema?: Schema }>;
  };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

export interface DocsInput {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const schemaName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);
const anchor = (prefix: string, text: string) =>
  `${prefix}-${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/** The group of an operation: its first tag, else the area of its path (/api/<area>/…). */
function groupOf(path: string, operation: Operation): string {
  return operation.tags?.[0] ?? path.split("/")[2] ?? path;
}

function TypeLabel({ schema }: { schema: Schema | undefined }): ReactNode {
  if (!schema) return t.anyType;
  if (schema.$ref) {
    const name = schemaName(schema.$ref);
    return <a href={`#${anchor("schema", name)}`}>{name}</a>;
  }
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants)
    return joined(
      variants.map((v, i) => <TypeLabel key={i} schema={v} />),
      schema.allOf ? " & " : ` ${t.or} `,
    );
  if (schema.const !== undefined) return <code>{JSON.stringify(schema.const)}</code>;
  if (schema.enum)
    return joined(
      schema.enum.map((v, i) => <code key={i}>{JSON.stringify(v)}</code>),
      " | ",
    );
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? t.types.object : t.anyType;
  return joined(
    types.map((type) =>
      type === "array" ? (
        <span key={type}>
          {t.listOf} <TypeLabel schema={schema.items} />
        </span>
      ) : type === "object" && schema.additionalProperties && typeof schema.additionalProperties === "object" && !schema.properties ? (
        <span key={type}>
          {t.mapOf} <TypeLabel schema={schema.additionalProperties} />
        </span>
      ) : (
        <span key={type}>{t.types[type as keyof typeof t.types] ?? type}</span>
      ),
    ),
    ` ${t.or} `,
  );
}

/** Text with `code` spans, as the document's descriptions write them. */
function Text({ children }: { children: string }) {
  return <>{children.split("`").map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

function joined(parts: ReactNode[], separator: string): ReactNode {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part]));
}

/** Limits and formats in words: "1–200 Zeichen", "Muster …", "Standard: …". */
function constraints(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const out: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) out.push(t.length(schema.minLength, schema.maxLength));
  if (schema.minimum !== undefined || schema.maximum !== undefined) out.push(t.range(schema.minimum, schema.maximum));
  if (schema.minItems !== undefined || schema.maxItems !== undefined) out.push(t.items(schema.minItems, schema.maxItems));
  if (schema.format) out.push(t.format(schema.format));
  if (schema.pattern) out.push(t.pattern(schema.pattern));
  if (schema.default !== undefined && !(typeof schema.default === "object" && schema.default !== null)) out.push(t.default(JSON.stringify(schema.default)));
  if (schema.examples?.length) out.push(t.examples(schema.examples.map((e) => JSON.stringify(e)).join(", ")));
  return out;
}

function Notes({ schema, description }: { schema?: Schema; description?: string }) {
  const notes = constraints(schema);
  const text = description ?? schema?.description;
  return (
    <>
      {text && (
        <span>
          <Text>{text}</Text>
        </span>
      )}
      {notes.length > 0 && <span className="muted">{(text ? " · " : "") + notes.join(" · ")}</span>}
    </>
  );
}

/** An object's fields, nested objects (and lists of objects) flattened: "footer.layout", "values[].name". */
function fieldRows(schema: Schema, prefix = "", depth = 0): { name: string; field: Schema; required: boolean }[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => {
    const name = prefix + key;
    const row = { name, field, required: required.has(key) };
    if (depth >= 3) return [row];
    if (field.properties) return [row, ...fieldRows(field, `${name}.`, depth + 1)];
    if (field.items?.properties) return [row, ...fieldRows(field.items, `${name}[].`, depth + 1)];
    return [row];
  });
}

/** The fields of an object schema as a table; anything else as its type. */
function Fields({ schema }: { schema: Schema | undefined }) {
  if (!schema?.properties) {
    return (
      <p>
        <TypeLabel schema={schema} />
        {schema?.description && (
          <>
            {" – "}
            <Text>{schema.description}</Text>
          </>
        )}
      </p>
    );
  }
  return (
    <DocTable headers={[t.field, t.type, t.required, t.description]}>
      {fieldRows(schema).map(({ name, field, required }) => (
        <tr key={name}>
          <td>
            <code>{name}</code>
          </td>
          <td data-label={t.type}>
            <TypeLabel schema={field} />
          </td>
          <td data-label={t.required}>{required ? t.yes : ""}</td>
          <td data-label={t.description}>
            <Notes schema={field} />
          </td>
        </tr>
      ))}
    </DocTable>
  );
}

/** A reference table: column heads, and rows that label their cells for the narrow layout. */
function DocTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <div className="table">
      <table>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Parameters({ parameters }: { parameters: Parameter[] }) {
  return (
    <DocTable headers={[t.parameter, t.location, t.type, t.required, t.description]}>
      {parameters.map((p) => (
        <tr key={`${p.in}:${p.name}`}>
          <td>
            <code>{p.name}</code>
          </td>
          <td data-label={t.location}>{t.locations[p.in as keyof typeof t.locations] ?? p.in}</td>
          <td data-label={t.type}>
            <TypeLabel schema={p.schema} />
          </td>
          <td data-label={t.required}>{p.required ? t.yes : ""}</td>
          <td data-label={t.description}>
            <Notes schema={p.schema} description={p.description} />
          </td>
        </tr>
      ))}
    </DocTable>
  );
}

function OperationView({ method, path, operation, shared, components }: { method: string; path: string; operation: Operation; shared: Parameter[]; components: Record<string, Schema> }) {
  const parameters = [...shared, ...(operation.parameters ?? [])];
  const body = operation.requestBody?.content?.["application/json"]?.schema;
  return (
    <article className="op" id={anchor("op", `${method} ${path}`)}>
      <h3>
        <span className={`method ${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      {operation.summary && (
        <p className="summary">
          <Text>{operation.summary}</Text>
        </p>
      )}
      {operation.description && (
        <p>
          <Text>{operation.description}</Text>
        </p>
      )}
      {!operation["x-capability"] && <p className="muted">{operation.security?.length ? t.adminOnly : t.public}</p>}
      {parameters.length > 0 && (
        <>
          <h4>{t.parameters}</h4>
          <Parameters parameters={parameters} />
        </>
      )}
      {body && (
        <>
          <h4>
            {t.requestBody} {body.$ref && <TypeLabel schema={body} />}
          </h4>
          <Fields schema={body.$ref ? (components[schemaName(body.$ref)] ?? body) : body} />
        </>
      )}
      <h4>{t.responses}</h4>
      <dl className="responses">
        {Object.entries(operation.responses ?? {}).map(([status, response]) => {
          const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
          return (
            <div key={status}>
              <dt>
                <code className={`status s${status[0]}`}>{status}</code>
              </dt>
              <dd>
                <Text>{response.description ?? ""}</Text>
                {media?.schema && (
                  <>
                    {" – "}
                    <TypeLabel schema={media.schema} />
                  </>
                )}
                {type && type !== "application/json" && <span className="muted"> ({type})</span>}
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}

/** Issue 29: the capabilities of app/lib/access.ts by role, the matrix every operation refers to. */
function RoleMatrix() {
  const roles = [...ROLES].reverse();
  return (
    <section aria-labelledby="berechtigungen">
      <h2 id="berechtigungen">{deRoles.matrixTitle}</h2>
      <p className="muted">{deRoles.matrixIntro}</p>
      <DocTable headers={[deRoles.matrixCapability, ...roles.map((role) => ROLE_LABELS[role])]}>
        {(Object.entries(CAPABILITIES) as [Capability, (typeof CAPABILITIES)[Capability]][]).map(([id, capability]) => (
          <tr key={id} data-capability={id}>
            <td data-label={deRoles.matrixCapability}>
              {capability.label} <code>{id}</code>
            </td>
            {roles.map((role) => {
              const has = (capability.roles as readonly string[]).includes(role);
              return (
                <td key={role} data-label={ROLE_LABELS[role]} aria-label={has ? "ja" : "nein"}>
                  {has ? "✓" : "–"}
                </td>
              );
            })}
          </tr>
        ))}
      </DocTable>
    </section>
  );
}

const STYLE = `
:root{color-scheme:light dark;--fg:#111827;--bg:#fff;--muted:#4b5563;--line:#e5e7eb;--code:#f3f4f6;--link:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--fg:#f3f4f6;--bg:#111827;--muted:#9ca3af;--line:#374151;--code:#1f2937;--link:#93c5fd}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:64rem;margin:0 auto;padding:2rem 1.25rem 4rem}
a{color:var(--link)}
h1{font-size:2rem;margin:0 0 .5rem}h2{font-size:1.5rem;margin:3rem 0 .25rem;padding-top:1rem;border-top:2px solid var(--line)}
h3{font-size:1.05rem;margin:0 0 .35rem;word-break:break-all}h4{font-size:.95rem;margin:1rem 0 .35rem}
code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--code);padding:.05em .3em;border-radius:4px}
.muted{color:var(--muted)}.summary{font-weight:600;margin:.25rem 0}
nav ul{columns:2 14rem;padding-left:1.2rem}
.op{border:1px solid var(--line);border-radius:10px;padding:1rem 1.25rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;font:700 .8rem ui-monospace,monospace;padding:.2rem .45rem;border-radius:6px;color:#fff;background:#374151}
.get{background:#1d4ed8}.post{background:#047857}.put,.patch{background:#b45309}.delete{background:#b91c1c}
.table{overflow-x:auto}table{width:100%;border-collapse:collapse;font-size:.92rem}
th,td{text-align:left;vertical-align:top;padding:.35rem .6rem;border-bottom:1px solid var(--line)}
th{font-weight:600}
@media (max-width:40rem){.table tr,.table td{display:block}.table thead{display:none}.table tr{padding:.4rem 0;border-bottom:1px solid var(--line)}.table td{border:0;padding:.1rem 0}.table td[data-label]::before{content:attr(data-label) ": ";color:var(--muted)}.table td:empty{display:none}}
.responses{margin:0}.responses div{display:flex;gap:.75rem;padding:.2rem 0}.responses dt{flex:none}.responses dd{margin:0}
.status{font-weight:700}.s2{color:#047857}.s4{color:#b45309}.s5{color:#b91c1c}
@media (prefers-color-scheme:dark){.s2{color:#6ee7b7}.s4{color:#fcd34d}.s5{color:#fca5a5}}
`;

function DocsPage({ doc, jsonHref }: { doc: DocsInput; jsonHref: string }) {
  const components = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  const groups = new Map<
    string,
    {
      method: string;
      path: string;
      operation: Operation;
      shared: Parameter[];
    }[]
  >();
  for (const name of doc.tags?.map((tag) => tag.name) ?? []) groups.set(name, []);
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const group = groupOf(path, operation);
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group)!.push({ method, path, operation, shared });
    }
  }
  const used = [...groups].filter(([, ops]) => ops.length > 0);
  const describe = (name: string) => doc.tags?.find((tag) => tag.name === name)?.description;
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t.title(doc.info.title)}</title>
        {/* Our own constant CSS; as children React would escape its quotes. */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>
          <h1>{t.title(doc.info.title)}</h1>
          <p className="muted">{t.version(doc.info.version)}</p>
          {doc.info.description && (
            <p>
              <Text>{doc.info.description}</Text>
            </p>
          )}
          <p>
            <a href={jsonHref}>{t.jsonLink}</a> – {t.jsonHint}
          </p>
          <nav aria-label={t.contents}>
            <h2>{t.contents}</h2>
            <ul>
              {used.map(([name]) => (
                <li key={name}>
                  <a href={`#${anchor("tag", name)}`}>{name}</a>
                </li>
              ))}
              <li>
                <a href="#berechtigungen">{deRoles.matrixTitle}</a>
              </li>
              <li>
                <a href="#modelle">{t.models}</a>
              </li>
            </ul>
          </nav>
          {used.map(([name, ops]) => (
            <section key={name} aria-labelledby={anchor("tag", name)}>
              <h2 id={anchor("tag", name)}>{name}</h2>
              {describe(name) && <p className="muted">{describe(name)}</p>}
              {ops.map((op) => (
                <OperationView key={`${op.method} ${op.path}`} {...op} components={components} />
              ))}
            </section>
          ))}
          <RoleMatrix />
          <section aria-labelledby="modelle">
            <h2 id="modelle">{t.models}</h2>
            <p className="muted">{t.modelsHint}</p>
            {Object.entries(components).map(([name, schema]) => (
              <article className="op" key={name} id={anchor("schema", name)}>
                <h3>
                  <code>{name}</code>
                </h3>
                {schema.description && schema.properties && (
                  <p>
                    <Text>{schema.description}</Text>
                  </p>
                )}
                <Fields schema={schema} />
              </article>
            ))}
          </section>
        </main>
      </body>
    </html>
  );
}

export function renderDocsPage(doc: DocsInput, options: { jsonHref: string }): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<DocsPage doc={doc} jsonHref={options.jsonHref} />)}`;
}
