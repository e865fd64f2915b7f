/** `{ '../resources/pt-BR/meetings.ts': texts }` (what import.meta.glob gives) as `{ meetings: texts }`. */
export function namespacesOf(modules: Record<string, unknown>): Record<string, object> {
  return Object.fromEntries(
    Object.entries(modules).map(([file, texts]) => [file.replace(/^.*\/|\.ts$/g, ''), texts as object]),
  );
}
