// Every URL reaches the site page; +data answers 404 for any path that is not exactly a path in site.yaml.
// (The route cannot read the page list itself: Vike evaluates this file before Vite's plugins run.)
export default function route(): boolean {
  return true;
}
