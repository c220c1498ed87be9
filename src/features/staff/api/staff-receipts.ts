import {
  staffAccountingFileResponseSchema,
  type StaffAccountingFileRequest,
} from '@/domain/api/staff-receipts';
import { callFunction } from '@/lib/firebase/call-function';

/** One of the accountant's files, made by the server (a download: nothing is cached). */
export function fetchAccountingFile(request: StaffAccountingFileRequest) {
  return callFunction('staffAccountingFile', request, staffAccountingFileResponseSchema);
}
