import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormPageConfig } from '@/kit/kit-types';
import type { ResourceRecord } from '@/kit/query-types';
import { invalidateResource } from '@/lib/query/resource-queries';
import { toast } from '@/lib/toast/toast';
import { formTexts } from './form-texts';

/**
 * Create (id null) or update of a record with the parsed form values (the body). Errors are silent here (the form
 * shows them at the fields or as one toast); success shows the toast and refreshes every query of the
 * resource (lists, views, pickers of it), even when the page was left meanwhile.
 */
export function useSaveRecord<T extends ResourceRecord, V extends Record<string, unknown>, B>(
  config: FormPageConfig<T, V, B>,
  id: number | null,
) {
  const queryClient = useQueryClient();
  const { recurso, singular, gender } = config.resource;
  return useMutation({
    mutationKey: ['saveRecord', recurso, id],
    meta: { silent: true },
    mutationFn: (body: B) => (id === null ? config.create(body) : config.update(id, body)),
    onSuccess: () => {
      toast.success(id === null ? formTexts.created(singular, gender) : formTexts.updated(singular, gender));
      void invalidateResource(queryClient, recurso);
    },
  });
}
