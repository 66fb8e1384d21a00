import { describe, expect, it } from 'vitest';
import { geometryFor } from '../../../api/lib/map-geometry';
import { normalizeSpec } from '../../spec/normalize-spec';
import type { ChartSpec } from '../../spec/chart-spec';
import { renderChartSvg } from '../render-chart-svg';

const SIZE = { width: 800, height: 450 };

function mapSpec(values: Array<number | null>, options: Partial<ChartSpec['options']> = {}): ChartSpec {
  return normalizeSpec({
    chartType: 'map',
    theme: 'light-blue',
    data: { labels: ['FRA', 'DEU'], datasets: [{ label: 'Value', data: values }] },
    options: { title: 'Two countries', map: { regions: 'world' }, ...options },
  });
}

const draw = (spec: ChartSpec) => renderChartSvg(spec, SIZE, 'en-US', { geometry: geometryFor(spec) });

describe('the map in the server image', () => {
  it('draws regions, a legend in the number format, and nothing that reaches outside the file', () => {
    const svg = draw(mapSpec([1200, 3400], { numberFormat: { prefix: '$' } }));
    expect(svg).toContain('class="map"');
    expect(svg).toMatch(/<path d="M[^"]+" fill="#[0-9a-f]{6}"/);
    expect(svg).toContain('class="map-legend"');
    expect(svg).toMatch(/>\$[\d,.]+k?</);
    expect(svg).not.toMatch(/<script|<image|foreignObject|href|url\((?!#)/i);
  });

  it('hatches regions without a value and says so in the legend', () => {
    const svg = draw(mapSpec([1, null]));
    expect(svg).toContain('<pattern id="map-no-data"');
    expect(svg).toContain('fill="url(#map-no-data)"');
    expect(svg).toContain('>No data<');
  });

  it('draws classes as swatches, and no legend when asked for none', () => {
    const classes = draw(mapSpec([1, 9], { map: { regions: 'world', classes: 'breaks', breaks: [5] } }));
    expect(classes).not.toContain('linearGradient');
    expect(classes.match(/<rect x="[^"]+" y="[^"]+" width="[^"]+" height="10" fill="#/g)).toHaveLength(2);
    expect(draw(mapSpec([1, 9], { legendPosition: 'none' }))).not.toContain('map-legend');
  });

  it('says it cannot be drawn without its geometry, rather than drawing nothing', () => {
    expect(renderChartSvg(mapSpec([1, 2]), SIZE)).toContain('The map could not be drawn');
  });
});
