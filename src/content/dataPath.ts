// Where a value is in site.yaml's data: its keys and list indexes from the top (['pages', 3, 'title']). Apart from
// yamlSource.ts, which finds a path's line and column, and schemaCheck.ts, which reports at a path: both use it.
export type DataPath = (string | number)[];
