import type { ChangeEvent } from 'react';

/** A CSV file from the reader's disk, and how far its upload has got. */
export function CsvFileField(props: { onFile(file: File): void; csvFile: string | null; uploadProgress: number | null }) {
  const { onFile, csvFile, uploadProgress } = props;
  return (
    <>
      <label className="field">
        Or upload a CSV file
        <input
          type="file"
          accept=".csv,.tsv,.txt,text/csv"
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            // Emptied so that choosing the same file again, after fixing it, uploads it again.
            e.target.value = '';
          }}
        />
      </label>
      {csvFile ? <p className="muted">Selected: {csvFile}</p> : null}
      {uploadProgress !== null ? (
        <progress className="progress" max={1} value={uploadProgress} aria-label="Upload progress">
          {Math.round(uploadProgress * 100)}%
        </progress>
      ) : null}
    </>
  );
}
