/**
 * Reads docs/quickstart.md as a script: every ```sh block with a `curl` command is a request, the
 * ```json block right after it is the response the page shows, and `NAME=$(jq -r '<path>' out.json)`
 * lines save a value of that response for later requests ($NAME in a URL or a body). The page's
 * "Placeholders" section explains to readers what the comparison ignores.
 */

export interface QuickstartStep {
  /** 1-based number of the request on the page. */
  n: number;
  method: 'GET' | 'POST' | 'PATCH';
  /** Path and query as written, with $VARIABLES still in it. */
  url: string;
  /** The heredoc body as written (with $VARIABLES), or undefined. */
  body: string | undefined;
  /** Saved values: variable name → jq path (a subset: .a.b[0].c). */
  captures: Array<{ name: string; path: string }>;
  /** Position of the documented response's text in the page (for rewriting it). */
  response: { start: number; end: number; text: string } | undefined;
}

const FENCE = /```(\w*)\n([\s\S]*?)```/g;

/** Shell-like words of one command line: '…' and "…" quoting, no expansion. */
function words(line: string): string[] {
  const out: string[] = [];
  const re = /'([^']*)'|"([^"]*)"|(\S+)/g;
  for (const m of line.matchAll(re)) out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

function parseCurl(block: string): Pick<QuickstartStep, 'method' | 'url' | 'body'> {
  const lines = block.split('\n');
  const start = lines.findIndex((l) => l.trimStart().startsWith('curl '));
  let command = '';
  let i = start;
  for (; i < lines.length; i++) {
    const l = lines[i]!;
    command += l.endsWith('\\') ? `${l.slice(0, -1)} ` : l;
    if (!l.endsWith('\\')) break;
  }
  const w = words(command.split('|')[0]!.replace(/<<EOF\b.*/, ''));
  let method: QuickstartStep['method'] = 'GET';
  let url = '';
  let hasBody = false;
  for (let k = 1; k < w.length; k++) {
    const word = w[k]!;
    if (word === '-X') method = w[++k] as QuickstartStep['method'];
    else if (word === '-H') k++;
    else if (word === '-d' || word === '--data') hasBody = w[++k] === '@-';
    else if (word.startsWith('$BASE')) url = word.slice('$BASE'.length);
  }
  if (!url) throw new Error(`quickstart: no $BASE URL in: ${command}`);
  let body: string | undefined;
  if (hasBody) {
    const end = lines.indexOf('EOF', i + 1);
    if (end < 0) throw new Error(`quickstart: heredoc without EOF in: ${command}`);
    body = lines.slice(i + 1, end).join('\n');
  }
  return { method, url, body };
}

export function parseQuickstart(markdown: string): QuickstartStep[] {
  const blocks = [...markdown.matchAll(FENCE)].map((m) => ({
    lang: m[1],
    text: m[2]!,
    start: m.index! + 3 + m[1]!.length + 1,
    end: m.index! + m[0].length - 3,
  }));
  const steps: QuickstartStep[] = [];
  blocks.forEach((b, i) => {
    if (b.lang !== 'sh' || !/^\s*curl /m.test(b.text)) return;
    const next = blocks[i + 1];
    const captures = [...b.text.matchAll(/^([A-Z_][A-Z0-9_]*)=\$\(jq -r '([^']+)' out\.json\)$/gm)].map((m) => ({
      name: m[1]!,
      path: m[2]!,
    }));
    steps.push({
      n: steps.length + 1,
      ...parseCurl(b.text),
      captures,
      response: next?.lang === 'json' ? { start: next.start, end: next.end, text: next.text } : undefined,
    });
  });
  return steps;
}

/** $NAME → its saved value. */
export function substitute(text: string, vars: Record<string, string>): string {
  return text.replace(/\$([A-Z_][A-Z0-9_]*)/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`quickstart: $${name} is used before it is saved`);
    return vars[name]!;
  });
}

/** The value at a jq path such as `.billings[0].id`. */
export function jqPath(value: unknown, path: string): string {
  let v: unknown = value;
  for (const m of path.matchAll(/\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]/g)) {
    v = m[1] !== undefined ? (v as Record<string, unknown>)?.[m[1]] : (v as unknown[])?.[Number(m[2])];
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw new Error(`quickstart: ${path} is not a string or number`);
  return String(v);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Fields that hold the wall-clock time of the run (the tenant's test clock does not govern them). */
const WALL_CLOCK_FIELDS = new Set(['createTime', 'updateTime']);

/** Page tokens: opaque, and they embed ids. */
const TOKEN_FIELDS = new Set(['nextPageToken', 'nextOffsetToken']);

/** The placeholder scheme of docs/quickstart.md "Placeholders": ids → "<id>", wall-clock times → "<time>", page tokens → "<token>". */
export function mask(value: unknown, key = ''): unknown {
  if (WALL_CLOCK_FIELDS.has(key) && typeof value === 'string') return '<time>';
  if (TOKEN_FIELDS.has(key) && typeof value === 'string' && value !== '') return '<token>';
  if (typeof value === 'string') return UUID.test(value) ? '<id>' : value;
  if (Array.isArray(value)) return value.map((v) => mask(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, k)]));
  return value;
}
