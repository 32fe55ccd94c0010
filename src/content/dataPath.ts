// Where a value is in site.yaml's data: its keys and list indexes from the top (['pages', 3, 'title']), and the value
// found or set at one. yamlSource.ts finds a path's line and column, schemaCheck.ts reports at a path, and the later
// stages read and write the data by paths.
export type DataPath = (string | number)[];

/** The value at `path` in `value`; undefined where the path leads nowhere. */
export function getAt(value: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((v, step) => (v as Record<string | number, unknown> | undefined)?.[step], value);
}

export function setAt(value: unknown, path: DataPath, next: unknown): void {
  const parent = getAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]] = next;
}
