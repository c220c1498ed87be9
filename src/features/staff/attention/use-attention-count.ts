import { useStaffAttention } from '@/features/staff/api/staff-attention';

/**
 * How many items "Da controllare" lists, for the count in the staff navigation; undefined while
 * unknown. Reads the same query as the view (one request, kept on the device for offline).
 */
export function useAttentionCount(uid: string): number | undefined {
  const { data } = useStaffAttention(uid);
  return data?.pages.reduce((count, page) => count + page.items.length, 0);
}
