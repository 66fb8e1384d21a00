import { describe, expect, it } from 'vitest';
import { catalogueText } from './catalogue-text';
import { COUNTRIES, OWID_CONTINENTS, OWID_REGIONS, WORLD_BANK_AGGREGATES } from './entities';
import { IMF_INDICATORS } from './imf';
import { OWID_CHARTS } from './owid';
import { OWID_COUNTRY_NAMES } from './owid-names';
import { PRICE_CRYPTO, PRICE_INDICES } from './prices';
import { SEC_METRICS } from './sec-metrics';
import { WORLD_BANK_INDICATORS } from './world-bank';

const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('the AI catalogue', () => {
  it('lists about 150 World Development Indicators, each code once, in WDI form', () => {
    const codes = WORLD_BANK_INDICATORS.map(([code]) => code);
    expect(codes.length).toBeGreaterThanOrEqual(140);
    expect(duplicates(codes)).toEqual([]);
    for (const [code, title] of WORLD_BANK_INDICATORS) {
      expect(code).toMatch(/^[A-Z]{2}(\.[A-Z0-9]{2,6}){1,5}$/);
      expect(title.trim()).toBe(title);
    }
  });

  it('lists the WEO headline codes of the IMF once each', () => {
    const codes = IMF_INDICATORS.map(([code]) => code);
    expect(duplicates(codes)).toEqual([]);
    expect(codes).toEqual(expect.arrayContaining(['NGDP_RPCH', 'NGDPD', 'PPPSH', 'PCPIPCH', 'LUR', 'LP', 'GGXWDG_NGDP', 'BCA_NGDPD']));
    for (const [code, title, unit] of IMF_INDICATORS) {
      expect(code).toMatch(/^([A-Z0-9]+(_[A-Z0-9]+)*|[a-z]+)$/);
      expect(title).not.toBe('');
      expect(unit).not.toBe('');
    }
  });

  it('lists OWID grapher slugs once each, in slug form', () => {
    const slugs = OWID_CHARTS.map(([slug]) => slug);
    expect(slugs.length).toBeGreaterThanOrEqual(50);
    expect(duplicates(slugs)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('lists every World Bank economy once, with valid ISO codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(200);
    expect(duplicates(COUNTRIES.map(([iso3]) => iso3))).toEqual([]);
    expect(duplicates(COUNTRIES.map(([, iso2]) => iso2))).toEqual([]);
    expect(duplicates(COUNTRIES.map(([, , name]) => name))).toEqual([]);
    for (const [iso3, iso2] of COUNTRIES) {
      expect(iso3).toMatch(/^[A-Z]{3}$/);
      expect(iso2).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('keeps aggregates apart from countries, with their data-site ids', () => {
    const countryCodes = new Set(COUNTRIES.flatMap(([iso3, iso2]) => [iso3, iso2]));
    expect(duplicates(WORLD_BANK_AGGREGATES.map(([code]) => code))).toEqual([]);
    expect(duplicates(WORLD_BANK_AGGREGATES.map(([, id]) => id))).toEqual([]);
    for (const [code, id] of WORLD_BANK_AGGREGATES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(id).toMatch(/^[A-Z0-9]{2}$/);
      expect(countryCodes.has(code)).toBe(false);
    }
    expect(Object.fromEntries(WORLD_BANK_AGGREGATES.map(([code, id]) => [code, id]))).toMatchObject({ WLD: '1W', EUU: 'EU', SAS: '8S', OED: 'OE' });
  });

  it('names OWID regions and countries whose OWID name differs', () => {
    expect(OWID_REGIONS).toEqual(expect.arrayContaining(['World', ...OWID_CONTINENTS]));
    const iso3 = new Set(COUNTRIES.map(([code]) => code));
    for (const [code] of OWID_COUNTRY_NAMES) expect(iso3.has(code)).toBe(true);
    expect(duplicates(OWID_COUNTRY_NAMES.map(([code]) => code))).toEqual([]);
  });

  it('spells price symbols as Stooq does', () => {
    for (const [symbol] of PRICE_INDICES) expect(symbol).toMatch(/^\^[A-Z]+$/);
    for (const [symbol] of PRICE_CRYPTO) expect(symbol).toMatch(/^[A-Z]+\.V$/);
  });
});

describe('catalogueText', () => {
  const text = catalogueText();

  it('has a section per source and for the entities', () => {
    for (const header of ['## worldbank:', '## imf:', '## owid:', '## sec:', '## prices:', '## Countries', '## World Bank aggregates', '## OWID regions']) {
      expect(text).toContain(header);
    }
  });

  it('carries every code on a short line', () => {
    for (const [code, title] of WORLD_BANK_INDICATORS) expect(text).toContain(`\n${code} ${title}\n`);
    for (const [code, title, unit] of IMF_INDICATORS) expect(text).toContain(`\n${code} ${title}; ${unit}`);
    for (const [slug, title] of OWID_CHARTS) expect(text).toContain(`\n${slug} ${title}`);
    for (const metric of Object.keys(SEC_METRICS)) expect(text).toContain(`\n${metric} `);
    for (const [symbol] of [...PRICE_INDICES, ...PRICE_CRYPTO]) expect(text).toContain(`\n${symbol} `);
    expect(text).toContain('USA United States;');
    expect(text).toContain('KOR Korea, Rep. [South Korea];');
    expect(text).toContain('EUU European Union;');
    expect(text).toContain('South America;');
  });

  it('stays compact: well under 12k tokens at four characters a token', () => {
    expect(text.length / 4).toBeLessThan(8_000);
  });
});
