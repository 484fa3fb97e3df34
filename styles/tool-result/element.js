// The tool-result element's own behaviour beyond its spec: activating a location (click, Enter
// or Space on its button) fires locationclick with {location: {path, line?}} for an editor to
// open the file. skinwright copies this file next to the generated element
// (dist/js/tool-result.plugin.js). The views themselves are rendered by the server
// (skinwright.views, the same markup `skinwright render` writes): the element adopts them.

export const on = {
  click(event, ctx) {
    const button = event.target instanceof Element && event.target.closest('[data-scope="tool-result"][data-part="location"]');
    if (!button || !ctx.element.contains(button) || !ctx.own(button)) return;
    const location = { path: button.getAttribute("data-path") };
    const line = Number(button.getAttribute("data-line"));
    if (Number.isInteger(line) && line >= 1) location.line = line;
    button.dispatchEvent(new CustomEvent("locationclick", { detail: { location }, bubbles: true, composed: true }));
  },
};
