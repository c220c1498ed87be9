/** What a caught failure says, for a log line or a stored error: its message, or the value itself. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
