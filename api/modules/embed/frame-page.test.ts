import { describe, expect, it } from 'vitest';
import { FRAME_SCRIPT, frameKey, frameOptions } from './frame-page';

const options = (query: string) => frameOptions(new URLSearchParams(query));

describe('the frame page options', () => {
  it('reads the height and flags, and sets aside what it cannot use', () => {
    expect(options('')).toEqual({ height: 400, flags: {} });
    expect(options('height=250&plain=1&transparent&static=0&lang=fr-fr')).toEqual({ height: 250, flags: { plain: true, transparent: true, lang: 'fr-FR' } });
    expect(options('theme=auto').flags).toEqual({ autoTheme: true });
    expect(options('theme=dark-blue').flags).toEqual({});
    expect(options('height=5').height).toBe(100);
    expect(options('height=abc&lang=en_US').flags).toEqual({});
  });

  it('keys the same frame the same way however its address is written', () => {
    expect(frameKey(options('plain=1&height=300'))).toBe(frameKey(options('height=300.4&plain=yes')));
    expect(frameKey(options('plain=1'))).not.toBe(frameKey(options('static=1')));
    expect(frameKey(options(''))).not.toBe(frameKey(options('theme=auto')));
  });

  it('reads only an alphanumeric secret from the hash, as WordPress writes it', () => {
    const secret = (hash: string) => /[?&#]secret=([A-Za-z0-9]{1,64})(?:&|$)/.exec(hash)?.[1];
    expect(FRAME_SCRIPT).toContain(String.raw`/[?&#]secret=([A-Za-z0-9]{1,64})(?:&|$)/`);
    expect(secret('#?secret=Ab3dE5gH9k')).toBe('Ab3dE5gH9k');
    expect(secret('#?secret=a"b')).toBeUndefined();
  });
});
