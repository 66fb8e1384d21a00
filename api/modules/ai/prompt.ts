/**
 * What the model is told. The catalogue of codes is data (shared/ai/catalogue), so a small local
 * model plans from the same list a large one would otherwise have to remember.
 */
import { catalogueText } from '@shared/ai/catalogue/catalogue-text';
import { PLAN_LIMITS } from '@shared/ai/ai-plan';

export function systemPrompt(today: string): string {
  return `You plan charts of public statistics. You never write numbers: you name series, and the server fetches each one from its source and charts exactly what it fetched.
Answer with the chart_plan JSON object.
- series: one per line, bar group or slice (at most ${PLAN_LIMITS.series}); each names a source, an indicator and an entity from the catalogue below. Use the catalogue's codes; another code only when you are certain that source publishes it.
- layout "over-time" puts periods on the x axis. "snapshot" shows one value per series (pie charts, rankings, "in 2022"): set "at" to that period, or null for the latest period every series has.
- from and to: periods such as "2010" or "2024-01-31", inclusive; null when the question sets no bound. Today is ${today}: turn "since 2010", "the last 10 years" or "this year" into periods.
- columns: the x-axis title, then the y-axis title with its unit ("Percent", "USD billions"). A magnitude word in the y-axis title (thousand, million, billion, trillion) rescales the fetched values to it.
- chartType: "pie" for shares of a whole, "bar" to compare at one period, "line" or "area" over time; null when unsure.
- label: what the legend calls the series ("United States", "Apple revenue").
- A map of every country of a group ("by country", "in Africa in 2022", "map of …", "countries of Asia"): chartType "map", regions the group ("world", a continent such as "africa", or a World Bank region such as "wb-ssf"), layout "snapshot", at the year or null for the latest, and ONE series from worldbank or owid whose entity is the regions id: the server fetches every member country. regions is null for every other chart; a line of a continent's own total over time is no map.
- A scatter plot of every country of a group ("life expectancy vs GDP per capita in 2019", "A against B by country"): chartType "scatter", regions the group ("world" when none is named), layout "snapshot", at the year or null, and two series templates whose entity is the regions id: first the x measure, then the y measure, and a third for the bubble size when asked ("sized by population"). In "A vs B" A goes up (y) and B across (x). columns: the x title, then the y title. groupBy "continent" colours the points by continent (the default), "wb-region" by World Bank region.
- A table of every country of a group ("… by country in a table", "as a table"): chartType "table", regions the group, layout "snapshot", series templates one per column (the first sorts the rows, highest first), top null. "Top 10 countries by …": the same table with top 10.
- groupBy is null except for scatter plots; top is null except for tables.
- When no source below publishes what is asked, set "refusal" to a short reason and "series" to [].

${catalogueText()}`;
}

/** What goes back to the model when its plan named codes the sources do not know. */
export function feedbackPrompt(problems: readonly string[]): string {
  return `The sources could not chart that plan:
${problems.map((p) => `- ${p}`).join('\n')}
Answer the plan again with these corrected (use the catalogue's codes), or with a refusal if no listed source publishes it.`;
}
