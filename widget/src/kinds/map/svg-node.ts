/**
 * Appends an SVG element with its attributes (left out when null). The map is built with the DOM,
 * not with Lit's svg templates: those would be one more name the runtime's entry exports to this
 * chunk, in bytes every line chart pays.
 */
export function svgNode(parent: Element, tag: string, attributes: Record<string, string | number | null>, text?: string): SVGElement {
  const node = parent.appendChild(document.createElementNS('http://www.w3.org/2000/svg', tag));
  for (const [name, value] of Object.entries(attributes)) if (value !== null) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}
