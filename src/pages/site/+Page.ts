// Rendering is done by the App in +onRenderHtml/+onRenderClient; Vike only needs to know the page exists.
export default function Page() {
  return null;
}
