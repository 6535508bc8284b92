import { useParams } from 'react-router-dom';

/** The record id of a :<idParam> route, or null when it is not a positive integer. */
export function useRecordId(idParam: string): number | null {
  const raw = useParams()[idParam];
  const id = raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
