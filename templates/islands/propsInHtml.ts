// The type an island's module uses to name the props its own HTML already says (templates/islands/index.ts lists the
// islands; src/browser/islands.ts reads those props back before hydrating). Apart from the registry, which imports
// the islands.
/**
 * Props that an island's HTML already says (a form's fields), each with how to read it back from the island's element
 * before hydration: they are left out of the JSON beside the island, so the page does not carry them twice.
 */
export type PropsInHtml<Props> = { [Key in keyof Props]?: (island: HTMLElement) => Props[Key] };
