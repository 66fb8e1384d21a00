import { describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture({ env: { CSV_MAX_BYTES: '4KB' } });

function upload(content: BlobPart, name = 'prices.csv', field = 'csv'): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([content], { type: 'text/csv' }), name);
  return fetch(`${fixture.server.url}/api/csv`, { method: 'POST', body: form });
}


describe('POST /api/csv', () => {
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
    });
  });

  it('reads a semicolon file with decimal commas and European dates', async () => {
    const body = await (await upload('Datum;Kurs\n31.01.2024;1.234,5\n01.02.2024;1.240,0\n')).json();
    expect(body.labels).toEqual(['2024-01-31', '2024-02-01']);
    expect(body.data).toEqual([1234.5, 1240]);
  });

  it('reads an old Excel export in Windows-1252', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('Caf'), 0xe9, ...new TextEncoder().encode(',Sales\nA,1\nB,2\n')]);
    expect((await (await upload(bytes)).json()).columns).toEqual(['Café', 'Sales']);
  });

  it('says what is wrong with a file, never a 500', async () => {
    await expectError(await upload(''), 400, 'The file is empty');
    await expectError(await upload('A,B,C\n1,2,3\n4,5\n'), 400, 'Row 3 has 2 fields, but the header has 3');
    await expectError(await upload('Name,City\nAnn,Paris\n'), 400, 'No column of numbers found: the first column gives the labels, and at least one other column must hold numbers');
    await expectError(await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'chart.png'), 400, 'That file does not look like CSV text');
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
