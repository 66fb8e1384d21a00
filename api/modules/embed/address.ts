/** What an `/e/` address asks for, and what each kind of answer is. */
import { frameOptions, type FrameOptions } from './frame-page';

export type Kind = 'js' | 'json' | 'csv' | 'svg' | 'png' | 'page' | 'frame';
const EXTENSIONS: readonly string[] = ['js', 'json', 'csv', 'svg', 'png'];

/** What any page may fetch: data and images for plugins, cards and readers of other sites. */
export const OPEN_KINDS: readonly Kind[] = ['json', 'csv', 'svg', 'png'];

export const isImage = (kind: Kind) => kind === 'svg' || kind === 'png';

export interface Addressed {
  slug: string;
  kind: Kind;
  /** The frame page's height and flags, from its query. */
  frame?: FrameOptions;
}

/** `SLUG.js` → the loader of SLUG; a name with no known extension → its page. */
export function addressed(file: string): Addressed {
  const dot = file.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.slice(dot + 1);
  return EXTENSIONS.includes(extension) ? { slug: file.slice(0, dot), kind: extension as Kind } : { slug: file, kind: 'page' };
}

/** `/e/SLUG/frame?height=…`: the chart alone, for an iframe. */
export function framed(slug: string, request: Request): Addressed {
  return { slug, kind: 'frame', frame: frameOptions(new URL(request.url).searchParams) };
}
