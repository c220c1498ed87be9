interface DownloadOutcomeProps {
  /** What the last file held, read out once it is downloaded. */
  summary: string;
  /** Why the last file could not be made (useCheckedForm's `failure`). */
  failure: string;
  /** Space above each line where the form does not space its children itself. */
  spacing?: string;
}

/** Under a download form: what the file held, or why it could not be made. */
export function DownloadOutcome({ summary, failure, spacing }: DownloadOutcomeProps) {
  const above = spacing ? `${spacing} ` : '';
  return (
    <>
      <p role="status" className={`${above}text-sm text-stone-700`}>
        {summary}
      </p>
      {failure && (
        <p role="alert" className={`${above}rounded-md bg-wine-50 p-3 text-wine-800`}>
          {failure}
        </p>
      )}
    </>
  );
}
