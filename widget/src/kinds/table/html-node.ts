/** An HTML element with its properties (text as text, ARIA through its reflected properties), appended to `parent`. */
export function htmlNode<K extends keyof HTMLElementTagNameMap>(parent: Node, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return parent.appendChild(Object.assign(document.createElement(tag), props));
}
