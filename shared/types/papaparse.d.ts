/**
 * papaparse as shared/'s own type check sees it. @types/papaparse starts with
 * `/// <reference types="node" />`, which would put every Node global (process, Buffer, fetch...)
 * in scope for all of shared/ and let an impure source pass; shared/tsconfig.json maps the import
 * here instead. Only what shared/ calls is declared. The api, builder, widget and test checks still
 * compile csv-to-chart.ts against the real @types/papaparse, so a mismatch with it fails there.
 */
export interface ParseError {
  type: 'Quotes' | 'Delimiter' | 'FieldMismatch';
  code: 'MissingQuotes' | 'UndetectableDelimiter' | 'TooFewFields' | 'TooManyFields' | 'InvalidQuotes';
  message: string;
  row?: number | undefined;
  index?: number | undefined;
}

export interface ParseConfig {
  delimitersToGuess?: string[] | undefined;
  skipEmptyLines?: boolean | 'greedy' | undefined;
}

export interface ParseResult<T> {
  data: T[];
  errors: ParseError[];
  meta: { delimiter: string; linebreak: string; aborted: boolean; truncated: boolean; cursor: number };
}

declare const Papa: {
  parse<T>(input: string, config?: ParseConfig): ParseResult<T>;
};
export default Papa;
