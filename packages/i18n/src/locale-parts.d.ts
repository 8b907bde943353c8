// A part of a locale file, split by the browser builds (packages/build/locale-part.mjs). Its keys
// are typed through the whole English file (`TranslationResources`), not through the part.
declare module '*.json?part=first' {
  const part: Record<string, unknown>;
  export default part;
}
declare module '*.json?part=rest' {
  const part: Record<string, unknown>;
  export default part;
}
