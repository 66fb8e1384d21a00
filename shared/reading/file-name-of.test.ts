import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name-of';

describe('fileNameOf', () => {
  it('is the last part of the path, decoded, else the host', () => {
    expect(fileNameOf('https://data.example.org/exports/sales%202024.csv?x=1#top')).toBe('sales 2024.csv');
    expect(fileNameOf('https://data.example.org/')).toBe('data.example.org');
    expect(fileNameOf('http://host/a/%E0%A4%A.csv')).toBe('%E0%A4%A.csv');
  });
});
