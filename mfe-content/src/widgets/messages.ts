/**
 * The widgets' own small message tables: the `widgets` namespace of the nine locale files,
 * inlined at build time (rspack.widgets.config.mjs), so the bundle needs no i18next.
 */
export const WIDGET_LANGUAGES = ['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };
declare const __FLOW_WIDGET_MESSAGES__: Record<WidgetLanguage, Tree>;

let tables: Record<WidgetLanguage, Tree> | null = null;

/** For tests and stories, which run without the build's inlined tables. */
export function setWidgetMessages(messages: Record<WidgetLanguage, Tree>): void {
  tables = messages;
}

function table(lang: WidgetLanguage): Tree {
  tables ??= typeof __FLOW_WIDGET_MESSAGES__ === 'undefined' ? ({} as Record<WidgetLanguage, Tree>) : __FLOW_WIDGET_MESSAGES__;
  return tables[lang] ?? tables.en ?? {};
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in `lang` (English when missing), with `{{name}}` filled in. */
export function t(lang: WidgetLanguage, key: string, vars: Record<string, string | number> = {}): string {
  const text = lookup(table(lang), key) ?? lookup(table('en'), key) ?? key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(vars[name] ?? ''));
}

/**
 * The `lang` attribute, else the page's language, matched to one of the nine: exact, then by
 * primary subtag (pt-PT → pt-BR, zh-TW → zh-CN), else English.
 */
export function widgetLanguage(attribute: string | null, pageLang: string | null | undefined): WidgetLanguage {
  for (const wanted of [attribute, pageLang]) {
    if (!wanted) continue;
    const lower = wanted.trim().toLowerCase();
    const exact = WIDGET_LANGUAGES.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    const primary = lower.split(/[-_]/)[0];
    const byPrefix = WIDGET_LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary);
    if (byPrefix) return byPrefix;
  }
  return 'en';
}
