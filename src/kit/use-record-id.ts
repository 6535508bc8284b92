import { useParams } from 'react-router-dom';

/**
 * The record id of a :<idParam> route: undefined when the route has no such parameter (novo), null when
 * it is not a positive integer, the id otherwise.
 */
export function useRecordId(idParam: string): number | null | undefined {
  const raw = useParams()[idParam];
  if (raw === undefined) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
