import { ChartEmbed } from './chart-embed';

// Several copies of the runtime may meet on one page (two CMS plugins, two versions): the first
// definition wins and later ones leave it alone.
if (!customElements.get('chart-embed')) customElements.define('chart-embed', ChartEmbed);
