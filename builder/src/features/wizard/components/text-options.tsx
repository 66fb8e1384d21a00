import type { OptionsForm } from '../logic/options-form';

/** The words around the chart: its title, a description under it, notes and a byline above the source. */
export function TextOptions(props: { title: string; onTitle(title: string): void; form: OptionsForm; onForm(patch: Partial<OptionsForm>): void }) {
  const { form } = props;
  return (
    <>
      <label className="field">
        Title
        <input value={props.title} maxLength={200} placeholder="My Chart Title" onChange={(e) => props.onTitle(e.target.value)} />
      </label>
      <label className="field">
        Description
        <textarea
          rows={2}
          maxLength={500}
          value={form.description}
          placeholder="What the chart shows, in a sentence"
          onChange={(e) => props.onForm({ description: e.target.value })}
        />
      </label>
      <label className="field">
        Notes
        <textarea
          rows={2}
          maxLength={500}
          value={form.notes}
          placeholder="Figures for 2026 are estimates."
          onChange={(e) => props.onForm({ notes: e.target.value })}
        />
      </label>
      <label className="field">
        Byline
        <input value={form.byline} maxLength={200} placeholder="Chart: Jane Doe" onChange={(e) => props.onForm({ byline: e.target.value })} />
      </label>
      <p className="muted hint">The description shows under the title; notes and byline above the source.</p>
    </>
  );
}
