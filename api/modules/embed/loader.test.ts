import { describe, expect, it } from 'vitest';
import { renderLoader } from './loader';

/** Runs the loader against a fake page whose script tag carries these attributes; answers the element it made. */
function load(attributes: Record<string, string>) {
  const element = {
    style: {},
    attributes: {} as Record<string, string>,
    spec: null as unknown,
    src: '',
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
  };
  const script = { getAttribute: (name: string) => attributes[name] ?? null, parentNode: { insertBefore() {} }, nextSibling: null };
  const body = renderLoader({ chartType: 'line' }, 'https://charts.example.com/widget/chart-embed.abc123.js', 'aB3_x-9Qk2');
  new Function('document', 'window', 'customElements', body)(
    {
      currentScript: script,
      readyState: 'complete',
      querySelector: () => null,
      createElement: () => element,
      body: { contains: () => true },
      head: { appendChild() {} },
    },
    {},
    { get: () => true },
  );
  return element;
}

describe('the loader', () => {
  it('passes the render flags and the language from its script tag to the element', () => {
    const element = load({ 'data-plain': '', 'data-static': '', 'data-lang': 'de-DE', 'data-height': '320' });
    expect(element.attributes).toEqual({ plain: '', static: '', lang: 'de-DE', height: '320' });
    expect(load({ 'data-transparent': 'false' }).attributes).toEqual({ transparent: 'false' });
  });

  it('tells the element its spec address, so a reader’s CSV can come from /e/SLUG.csv', () => {
    const element = load({});
    expect(element.spec).toEqual({ chartType: 'line' });
    expect(element.src).toBe('https://charts.example.com/e/aB3_x-9Qk2.json');
  });
});
