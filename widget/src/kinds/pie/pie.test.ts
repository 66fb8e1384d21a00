import { expect } from 'chai';
import { drawnTexts, makeSpec, mount } from '../../testing';

afterEach(() => document.body.replaceChildren());

const pie = (data: number[]) => makeSpec({ chartType: 'pie', data: { labels: data.map((_, i) => `L${i}`), datasets: [{ label: 'People', data }] } });

describe('pie slices', () => {
  it('say their share on the slice, as the server image does', async () => {
    const texts = await drawnTexts(() => mount(pie([60, 10, 30])));
    expect(texts.map((t) => t.text)).to.have.members(['60%', '10%', '30%']);
  });

  it('leave out the share of a slice too thin to hold it, and write it for the locale', async () => {
    const thin = await drawnTexts(() => mount(pie([990, 8, 2])));
    expect(thin.map((t) => t.text)).to.deep.equal(['99%']);
    document.body.replaceChildren();
    const german = await drawnTexts(() => mount(pie([75, 25]), (el) => el.setAttribute('lang', 'de-DE')));
    expect(german.map((t) => t.text.replace(/\s/g, ' '))).to.have.members(['75 %', '25 %']);
  });

  it('share the whole among the slices shown when one is hidden', async () => {
    const element = await mount(pie([50, 25, 25]));
    const texts = await drawnTexts(async () => {
      element.shadowRoot!.querySelector<HTMLButtonElement>('.legend button')!.click();
      await element.updateComplete;
    });
    expect(texts.map((t) => t.text)).to.have.members(['50%', '50%']);
  });
});
