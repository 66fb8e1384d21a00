import { describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture({ env: { CSV_MAX_BYTES: '4KB' } });

function upload(content: BlobPart, name = 'prices.csv', field = 'csv', choices: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([content], { type: 'text/csv' }), name);
  for (const [key, value] of Object.entries(choices)) form.append(key, value);
  return fetch(`${fixture.server.url}/api/csv`, { method: 'POST', body: form });
}

describe('POST /api/csv: reading tables', () => {
  it('answers name, labels, data, datasets and columns', async () => {
    const response = await upload('Date,Close,Volume\n2024-01-02,"$1,234.50","10,000"\n2024-01-03,1240,12000\n', 'apple close.csv');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'apple close',
      labels: ['2024-01-02', '2024-01-03'],
      data: [1234.5, 1240],
      datasets: [
        { label: 'Close', data: [1234.5, 1240] },
        { label: 'Volume', data: [10000, 12000] },
      ],
      columns: ['Date', 'Close', 'Volume'],
      reading: {
        encoding: 'utf-8',
        delimiter: ',',
        columns: [
          { name: 'Date', type: 'date', decimal: null, thousands: null, dateOrder: 'ymd', ambiguous: false, unreadable: 0 },
          { name: 'Close', type: 'number', decimal: '.', thousands: ',', dateOrder: null, ambiguous: false, unreadable: 0 },
          { name: 'Volume', type: 'number', decimal: null, thousands: ',', dateOrder: null, ambiguous: true, unreadable: 0 },
        ],
      },
      table: [
        ['Date', 'Close', 'Volume'],
        ['2024-01-02', '$1,234.50', '10,000'],
        ['2024-01-03', '1240', '12000'],
      ],
    });
  });

  it('reads each column by its own decimal mark, whatever the delimiter', async () => {
    const body = await (await upload('Jahr;Punkt;Komma\n2020;1.5;1,5\n2021;2.25;2,25\n')).json();
    expect(body.datasets).toEqual([
      { label: 'Punkt', data: [1.5, 2.25] },
      { label: 'Komma', data: [1.5, 2.25] },
    ]);
    expect(body.reading.delimiter).toBe(';');
    expect(body.reading.columns.map((c: { decimal: string | null }) => c.decimal)).toEqual([null, '.', ',']);
  });

  it('takes the decimal mark and date order chosen over the guesses', async () => {
    const file = 'Day,Amount\n01/05/2020,"1,500"\n02/05/2020,"2,250"\n';
    const guessed = await (await upload(file)).json();
    expect(guessed.labels).toEqual(['2020-01-05', '2020-02-05']);
    expect(guessed.data).toEqual([1500, 2250]);
    expect(guessed.reading.columns.map((c: { ambiguous: boolean }) => c.ambiguous)).toEqual([true, true]);
    const chosen = await (await upload(file, 'prices.csv', 'csv', { decimal: ',', dateOrder: 'dmy' })).json();
    expect(chosen.labels).toEqual(['2020-05-01', '2020-05-02']);
    expect(chosen.data).toEqual([1.5, 2.25]);
    expect(chosen.reading.columns[0]).toMatchObject({ type: 'date', dateOrder: 'dmy', ambiguous: false });
    expect(chosen.reading.columns[1]).toMatchObject({ type: 'number', decimal: ',', ambiguous: false });
  });

  it('refuses a choice it does not know, saying which it knows', async () => {
    await expectError(await upload('a,1\n', 'x.csv', 'csv', { decimal: ';' }), 400, 'decimal must be "." or ","');
    await expectError(await upload('a,1\n', 'x.csv', 'csv', { dateOrder: 'ydm' }), 400, 'dateOrder must be one of: dmy, mdy, ymd');
    await expectError(await upload('a,1\n', 'x.csv', 'csv', { transpose: 'maybe' }), 400, 'transpose must be "yes" or "no"');
  });

  it('turns a table with its years across the top, unless asked to read it as it stands', async () => {
    const file = ',2021,2022\nExports,"1,5","2,5"\nImports,3,4\n';
    const turned = await (await upload(file, 'Pasted data')).json();
    expect([turned.name, turned.labels, turned.datasets, turned.reading.transposed]).toEqual([
      'Pasted data',
      ['2021', '2022'],
      [
        { label: 'Exports', data: [1.5, 2.5] },
        { label: 'Imports', data: [3, 4] },
      ],
      true,
    ]);
    const kept = await (await upload(file, 'Pasted data', 'csv', { transpose: 'no' })).json();
    expect([kept.reading.transposed, kept.datasets.map((d: { label: string }) => d.label)]).toEqual([undefined, ['Column 2', 'Column 3']]);
  });
});

describe('POST /api/csv: encodings and local conventions', () => {
  it("reads Excel's Unicode Text (UTF-16LE, tabs) and UTF-16BE", async () => {
    const text = 'Monat\tUmsatz\nJan\t1.234,5\nFeb\t0,5\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const body = await (await upload(le)).json();
    expect(body.data).toEqual([1234.5, 0.5]);
    expect(body.reading).toMatchObject({ encoding: 'utf-16le', delimiter: '\t' });
    const be = Buffer.from(le).swap16();
    be[0] = 0xfe;
    be[1] = 0xff;
    const big = await (await upload(be)).json();
    expect(big.data).toEqual([1234.5, 0.5]);
    expect(big.reading.encoding).toBe('utf-16be');
  });

  it('refuses a UTF-16 file with an odd number of bytes with 400', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\tb\n1\t2\n', 'utf16le'), Buffer.from([0x41])]);
    await expectError(await upload(bytes), 400, 'That file is UTF-16 text with an odd number of bytes (19): it is cut short or damaged. Please save it again');
  });

  it('reads a semicolon file with decimal commas and European dates', async () => {
    const body = await (await upload('Datum;Kurs\n31.01.2024;1.234,5\n01.02.2024;1.240,0\n')).json();
    expect(body.labels).toEqual(['2024-01-31', '2024-02-01']);
    expect(body.data).toEqual([1234.5, 1240]);
  });

  it('reads an old Excel export in Windows-1252', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('Caf'), 0xe9, ...new TextEncoder().encode(',Sales\nA,1\nB,2\n')]);
    const body = await (await upload(bytes)).json();
    expect(body.columns).toEqual(['Café', 'Sales']);
    expect(body.reading.encoding).toBe('windows-1252');
  });
});

describe('POST /api/csv: bad uploads', () => {
  it('says what is wrong with a file, never a 500', async () => {
    await expectError(await upload(''), 400, 'The file is empty');
    await expectError(await upload('A,B,C\n1,2,3\n4,5\n'), 400, 'Row 3 has 2 fields, but the header has 3');
    await expectError(
      await upload('Name,City\nAnn,Paris\n'),
      400,
      'No column of numbers found: the first column gives the labels, and at least one other column must hold numbers',
    );
    await expectError(
      await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'chart.png'),
      400,
      'That file does not look like CSV text',
    );
  });

  it('refuses a file over CSV_MAX_BYTES with 413', async () => {
    await expectError(await upload(`x,y\n${'a,1\n'.repeat(2000)}`), 413, 'The file is larger than the 4 KB limit');
    await expectError(await upload(`x,y\n${'a,1\n'.repeat(40_000)}`), 413, 'The file is larger than the 4 KB limit');
  });

  it('needs the file in the field "csv"', async () => {
    await expectError(await upload('a,1\n', 'x.csv', 'file'), 400, 'csv: attach the file in the form field "csv"');
    const json = await fetch(`${fixture.server.url}/api/csv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await expectError(json, 400, 'csv: attach the file in the form field "csv"');
  });

  it('answers a broken multipart body with 400', async () => {
    const response = await fetch(`${fixture.server.url}/api/csv`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' },
      body: 'this is not multipart',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(await response.json())).toEqual(['message']);
  });
});
