import { useId, useState } from 'react';

/**
 * A CSV file by its address, fetched by the server. The server checks the address (public http(s)
 * only) and says what is wrong with it, so the form does not validate it.
 */
export function CsvUrlForm(props: {
  onUrl(url: string): void;
  /** The address whose CSV file is chosen (fetched, or being fetched). */
  csvUrl: string | null;
  fetchingUrl: boolean;
  /** The address is being changed: a problem said about the one before no longer holds. */
  onUrlEdit?: () => void;
}) {
  const { onUrl, csvUrl, fetchingUrl, onUrlEdit } = props;
  const urlId = useId();
  const [url, setUrl] = useState(csvUrl ?? '');
  return (
    <>
      <form
        className="field"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim()) onUrl(url.trim());
        }}
      >
        <label htmlFor={urlId}>Or a link to a CSV file</label>
        <div className="url-row">
          <input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://example.com/data.csv"
            value={url}
            onChange={(e) => (setUrl(e.target.value), onUrlEdit?.())}
          />
          <button type="submit" className="button button-outline" disabled={!url.trim() || fetchingUrl}>
            {fetchingUrl ? 'Fetching...' : 'Fetch CSV'}
          </button>
        </div>
      </form>
      {fetchingUrl ? (
        <p className="muted" role="status">
          Fetching the CSV file…
        </p>
      ) : csvUrl ? (
        <p className="muted selected-url">Selected: {csvUrl}</p>
      ) : null}
    </>
  );
}
